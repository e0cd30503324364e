import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';

import { renderWithProviders } from '../../test/render';
import { ComboBox, ComboBoxItem } from './ComboBox';

const categories = [
  { id: 'travel', name: 'Travel' },
  { id: 'software', name: 'Software' },
  { id: 'taxes', name: 'Taxes' },
];

describe('ComboBox', () => {
  it('filters options as you type and selects one', async () => {
    const onChange = vi.fn();
    await renderWithProviders(
      <ComboBox
        label="Category"
        defaultItems={categories}
        onChange={onChange}
        emptyMessage="No categories"
      >
        {(item) => <ComboBoxItem id={item.id}>{item.name}</ComboBoxItem>}
      </ComboBox>,
    );
    const input = page.getByRole('combobox', { name: 'Category' });
    await userEvent.type(input, 'ta');
    const listbox = page.getByRole('listbox');
    await expect.element(listbox).toBeVisible();
    const option = listbox.getByRole('option');
    await expect.element(option).toHaveTextContent('Taxes');
    await userEvent.keyboard('{ArrowDown}');
    // Focus stays in the input; the option becomes its active descendant.
    await expect
      .element(input)
      .toHaveAttribute('aria-activedescendant', option.element().getAttribute('id') ?? '');
    await userEvent.keyboard('{Enter}');
    await vi.waitFor(() => {
      expect(onChange).toHaveBeenLastCalledWith('taxes');
    });
    await expect.element(input).toHaveValue('Taxes');
  });
});
