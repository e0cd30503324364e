import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';

import { renderWithProviders } from '../../test/render';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('toggles with a click on its label and with Space', async () => {
    const onChange = vi.fn();
    await renderWithProviders(<Checkbox onChange={onChange}>Statement View</Checkbox>);
    const checkbox = page.getByRole('checkbox', { name: 'Statement View' });
    await page.getByText('Statement View').click();
    await expect.element(checkbox).toBeChecked();
    await userEvent.keyboard(' ');
    await expect.element(checkbox).not.toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('is a target of at least 24 px', async () => {
    await renderWithProviders(<Checkbox>Yes</Checkbox>);
    const label = page.getByText('Yes').element().closest('label');
    expect(label?.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
  });
});
