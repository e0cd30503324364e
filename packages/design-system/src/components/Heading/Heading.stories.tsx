import type { Meta, StoryObj } from '@storybook/react-vite';

import { Stack } from '../Stack/Stack';
import { Heading, headingLevels } from './Heading';

const meta = {
  title: 'Typography/Heading',
  component: Heading,
  args: { level: 1, children: 'Dashboard' },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Levels: Story = {
  render: () => (
    <Stack space="medium">
      {headingLevels.map((level) => (
        <Heading key={level} level={level}>
          Level {level} heading
        </Heading>
      ))}
    </Stack>
  ),
};

export const LongText: Story = {
  args: {
    level: 2,
    children:
      'Confirm that you are the legal representative of the company before you continue with the application',
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
