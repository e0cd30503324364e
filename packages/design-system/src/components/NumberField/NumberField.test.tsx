import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';

import { renderWithProviders } from '../../test/render';
import { NumberField } from './NumberField';

describe('NumberField', () => {
  it('formats currency for the locale and steps with the arrow keys', async () => {
    const onChange = vi.fn();
    await renderWithProviders(
      <NumberField
        label="Amount"
        defaultValue={10}
        formatOptions={{ style: 'currency', currency: 'USD' }}
        onChange={onChange}
      />,
    );
    const input = page.getByRole('textbox', { name: 'Amount' });
    await expect.element(input).toHaveValue('$10.00');
    await input.click();
    await userEvent.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith(11);
    await page.getByRole('button', { name: /Decrease/ }).click();
    expect(onChange).toHaveBeenLastCalledWith(10);
  });
});
