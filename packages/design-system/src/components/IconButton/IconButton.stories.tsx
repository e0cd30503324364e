import preview from '#.storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';

import { CloseIcon, MoreIcon } from '../icons/icons';
import { IconButton } from './IconButton';

const meta = preview.meta({
  title: 'Actions/IconButton',
  component: IconButton,
  args: { label: 'Close', icon: <CloseIcon />, onPress: fn() },
});

export const Default = meta.story();
export const Secondary = meta.story({
  args: { variant: 'secondary', label: 'More actions', icon: <MoreIcon /> },
});
export const Small = meta.story({ args: { size: 'small' } });
export const Disabled = meta.story({ args: { isDisabled: true } });

export const FocusVisible = meta.story({
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    const button = within(canvasElement).getByRole('button', { name: 'Close' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
});
