import type { Meta, StoryObj } from '@storybook/react-vite';

import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { Badge, badgeTones } from './Badge';

const meta = {
  title: 'Feedback/Badge',
  component: Badge,
  args: { children: 'Pending' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

function AllTones() {
  return (
    <Stack space="medium">
      <Inline space="small">
        {badgeTones.map((tone) => (
          <Badge key={tone} tone={tone}>
            {tone}
          </Badge>
        ))}
      </Inline>
      <Inline space="small">
        {badgeTones.map((tone) => (
          <Badge key={tone} tone={tone} weight="strong">
            {tone}
          </Badge>
        ))}
      </Inline>
    </Stack>
  );
}

export const Tones: Story = { render: () => <AllTones /> };
export const TonesDark: Story = { render: () => <AllTones />, globals: { theme: 'dark' } };
export const New: Story = { args: { children: 'NEW', tone: 'brand', weight: 'strong' } };
export const Count: Story = { args: { children: '3', tone: 'brand', weight: 'strong' } };
