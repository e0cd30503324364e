import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';

import { renderWithProviders } from '../../test/render';
import { MenuItem } from '../Menu/Menu';
import { AccountMenu } from './AccountMenu';

describe('AccountMenu', () => {
  it('shows the initials and opens the account actions', async () => {
    const onAction = vi.fn();
    await renderWithProviders(
      <AccountMenu name="Avery Collins" label="account menu" onAction={onAction}>
        <MenuItem id="profile">Profile</MenuItem>
        <MenuItem id="signOut">Sign out</MenuItem>
      </AccountMenu>,
    );
    const trigger = page.getByRole('button', { name: /Avery Collins.*account menu/ });
    await expect.element(trigger).toHaveTextContent('AC');
    await trigger.click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    expect(onAction.mock.calls.map(([key]: unknown[]) => key)).toEqual(['signOut']);
    await expect.element(page.getByRole('menu')).not.toBeInTheDocument();
  });
});
