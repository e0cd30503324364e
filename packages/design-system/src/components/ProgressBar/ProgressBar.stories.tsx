import type { Meta, StoryObj } from '@storybook/react-vite';

import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Feedback/ProgressBar',
  component: ProgressBar,
  args: { label: 'Uploading receipt', value: 40 },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Complete: Story = { args: { value: 100, tone: 'positive' } };
export const Indeterminate: Story = { args: { isIndeterminate: true } };
export const CustomValueLabel: Story = {
  args: { label: 'Sign-up', value: 3, maxValue: 7, valueLabel: 'Step 3 of 7' },
};
export const Spanish: Story = {
  args: { label: 'Subiendo recibo', value: 65 },
  globals: { locale: 'es' },
};
export const Dark: Story = { globals: { theme: 'dark' } };
