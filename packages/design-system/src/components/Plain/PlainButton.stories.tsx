import preview from '#.storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';

import { PlainButton } from './PlainButton';

/** `Button` as a native `<button>`, for the screens that paint before react-aria loads. */
const meta = preview.meta({
  title: 'Actions/PlainButton',
  component: PlainButton,
  tags: ['autodocs'],
  args: { children: 'Sign in', onClick: fn() },
});

export const Primary = meta.story();

export const Secondary = meta.story({ args: { variant: 'secondary' } });

export const FullWidth = meta.story({ args: { width: 'full' } });

/** Busy: still focusable, named busy, presses reach nothing. */
export const Pending = meta.story({
  args: { isPending: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Sign in Loading' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
});

export const FocusVisible = meta.story({
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    const button = within(canvasElement).getByRole('button', { name: 'Sign in' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
});
