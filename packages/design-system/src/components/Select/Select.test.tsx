import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';

import { renderWithProviders } from '../../test/render';
import { Select, SelectItem } from './Select';

describe('Select', () => {
  it('opens from its button and picks an option with the keyboard', async () => {
    const onChange = vi.fn();
    await renderWithProviders(
      <Select label="Status" placeholder="All" onChange={onChange}>
        <SelectItem id="all">All</SelectItem>
        <SelectItem id="pending">Pending</SelectItem>
        <SelectItem id="posted">Posted</SelectItem>
      </Select>,
    );
    const trigger = page.getByRole('button', { name: /Status/ });
    await userEvent.keyboard('{Tab}');
    await expect.element(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(page.getByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(page.getByRole('option', { name: 'Pending' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await vi.waitFor(() => {
      expect(onChange).toHaveBeenLastCalledWith('pending');
    });
    await expect.element(trigger).toHaveTextContent('Pending');
  });
});
