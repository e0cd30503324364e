import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';

import { renderWithProviders } from '../../test/render';
import { SearchField } from './SearchField';

describe('SearchField', () => {
  it('is a searchbox that clears with its button and with Escape', async () => {
    const onChange = vi.fn();
    const onSubmit = vi.fn();
    await renderWithProviders(
      <SearchField
        label="Search Transactions"
        hideLabel
        placeholder="Search Transactions"
        onChange={onChange}
        onSubmit={onSubmit}
      />,
    );
    const input = page.getByRole('searchbox', { name: 'Search Transactions' });
    await userEvent.type(input, 'uber{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('uber');
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect.element(input).toHaveValue('');
    await userEvent.type(input, 'delta');
    await userEvent.keyboard('{Escape}');
    await expect.element(input).toHaveValue('');
    expect(onChange).toHaveBeenLastCalledWith('');
  });
});
