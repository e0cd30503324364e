import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { Stat } from './Stat';

const meta = {
  title: 'Data/Stat',
  component: Stat,
  args: { label: 'Total spend', value: '$65,749.25 USD' },
} satisfies Meta<typeof Stat>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The sidebar's available spend, with the prepayment total in a tooltip. */
export const WithInfo: Story = {
  args: {
    label: 'Available spend',
    value: '$184,250.75 USD',
    info: { label: 'Prepayment total', content: 'Prepayment total: $0.00 USD' },
  },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const button = within(canvasElement).getByRole('button', { name: 'Prepayment total' });
    await expect(button).toHaveFocus();
  },
};

export const LongValue: Story = { args: { value: '$380,000,000.00 COP' } };
export const Dark: Story = { args: WithInfo.args, globals: { theme: 'dark' } };
