import type { Meta, StoryObj } from '@storybook/react-vite';

import { Stack } from '../Stack/Stack';
import { Meter } from './Meter';

const meta = {
  title: 'Feedback/Meter',
  component: Meter,
  args: {
    label: 'Spend limit used',
    value: 4200,
    maxValue: 10000,
    valueLabel: '$4,200.00 of $10,000.00',
  },
} satisfies Meta<typeof Meter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Thresholds: Story = {
  render: (args) => (
    <Stack space="large">
      <Meter {...args} value={5000} valueLabel="50%" />
      <Meter {...args} value={8000} valueLabel="80% (caution)" />
      <Meter {...args} value={9500} valueLabel="95% (critical)" />
    </Stack>
  ),
};

export const ThresholdsDark: Story = { render: Thresholds.render, globals: { theme: 'dark' } };

export const Portuguese: Story = {
  args: { label: 'Limite utilizado', valueLabel: undefined },
  globals: { locale: 'pt' },
};
