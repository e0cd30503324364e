import preview from '#.storybook/preview';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { MenuItem } from '../Menu/Menu';
import { AccountMenu } from './AccountMenu';

const meta = preview.meta({
  title: 'Actions/AccountMenu',
  component: AccountMenu,
  args: {
    name: 'Avery Collins',
    label: 'account menu',
    onAction: fn(),
    children: null,
  },
  render: (args) => (
    <AccountMenu {...args}>
      <MenuItem id="profile">Profile</MenuItem>
      <MenuItem id="settings">Settings</MenuItem>
      <MenuItem id="signOut">Sign out</MenuItem>
    </AccountMenu>
  ),
});

export const Initials = meta.story();

export const Picture = meta.story({
  args: {
    src: 'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="%23888"/></svg>',
  },
});

export const SignOutWithTheKeyboard = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: /Avery Collins.*account menu/ }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await canvas.findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await waitFor(() => expect(args.onAction).toHaveBeenCalledWith('signOut', undefined));
  },
});

export const Open = meta.story({
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: /Avery Collins.*account menu/ }),
    );
    await within(canvasElement).findByRole('menu');
  },
});

export const OpenDark = Open.extend({ globals: { theme: 'dark' } });
