import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';

import { renderWithProviders } from '../../test/render';
import { MenuButton, MenuItem } from './Menu';

describe('MenuButton', () => {
  it('opens the export menu with the keyboard and runs an action', async () => {
    const onAction = vi.fn();
    await renderWithProviders(
      <MenuButton label="Export" onAction={onAction}>
        <MenuItem id="csv">CSV</MenuItem>
        <MenuItem id="pdf">PDF</MenuItem>
        <MenuItem id="excel">Excel</MenuItem>
      </MenuButton>,
    );
    const trigger = page.getByRole('button', { name: 'Export' });
    await userEvent.keyboard('{Tab}');
    await expect.element(trigger).toHaveAttribute('aria-haspopup', 'true');
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('menuitem', { name: 'CSV' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onAction.mock.calls.map(([key]: unknown[]) => key)).toEqual(['excel']);
    await expect.element(page.getByRole('menu')).not.toBeInTheDocument();
    await expect.element(trigger).toHaveFocus();
  });

  it('does not open while pending, by pointer or keyboard, and keeps the focus', async () => {
    await renderWithProviders(
      <MenuButton label="Export" isPending onAction={() => undefined}>
        <MenuItem id="csv">CSV</MenuItem>
      </MenuButton>,
    );
    const trigger = page.getByRole('button', { name: 'Export Loading' });
    await trigger.click({ force: true });
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect.element(trigger).toHaveFocus();
    expect(page.getByRole('menu').elements()).toHaveLength(0);
  });
});
