import type { Meta, StoryObj } from '@storybook/react-vite';

import { Stack } from '../Stack/Stack';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = { args: { lines: 3 } };

export const Shapes: Story = {
  render: () => (
    <Stack space="large">
      <Skeleton shape="circle" label="Loading avatar" />
      <Skeleton shape="heading" width="1/2" label="Loading title" />
      <Skeleton shape="field" label="Loading field" />
      <Skeleton shape="block" label="Loading chart" />
    </Stack>
  ),
};

export const Dark: Story = { args: { lines: 2 }, globals: { theme: 'dark' } };
