import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { RowNavigation } from './RowNavigation';

const meta = {
  title: 'Navigation/RowNavigation',
  component: RowNavigation,
  args: {
    previousLabel: 'Previous transaction',
    nextLabel: 'Next transaction',
    onPrevious: fn(),
    onNext: fn(),
  },
} satisfies Meta<typeof RowNavigation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Next transaction' }));
    await expect(args.onNext).toHaveBeenCalledTimes(1);
  },
};

/** On the first row of the first page there is nothing before it. */
export const AtTheStart: Story = { args: { isPreviousDisabled: true } };

export const Dark: Story = { globals: { theme: 'dark' } };
