import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';

import { renderWithProviders } from '../../test/render';
import { Switch } from './Switch';

describe('Switch', () => {
  it('toggles with a click and with Space', async () => {
    const onChange = vi.fn();
    await renderWithProviders(<Switch onChange={onChange}>Allow physical cards</Switch>);
    const control = page.getByRole('switch', { name: 'Allow physical cards' });
    await page.getByText('Allow physical cards').click();
    await expect.element(control).toBeChecked();
    await userEvent.keyboard(' ');
    await expect.element(control).not.toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});
