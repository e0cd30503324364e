import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { PlainButton } from './PlainButton';

/** `Button` as a native `<button>`, for the screens that paint before react-aria loads. */
const meta = {
  title: 'Actions/PlainButton',
  component: PlainButton,
  tags: ['autodocs'],
  args: { children: 'Sign in', onClick: fn() },
} satisfies Meta<typeof PlainButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};

export const Secondary: Story = { args: { variant: 'secondary' } };

export const FullWidth: Story = { args: { width: 'full' } };

/** Busy: still focusable, named busy, presses reach nothing. */
export const Pending: Story = {
  args: { isPending: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Sign in Loading' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const FocusVisible: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    const button = within(canvasElement).getByRole('button', { name: 'Sign in' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};
