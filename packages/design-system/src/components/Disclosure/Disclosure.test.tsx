import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';

import { renderWithProviders } from '../../test/render';
import { Disclosure } from './Disclosure';

describe('Disclosure', () => {
  it('expands and collapses its panel from a button in a heading', async () => {
    await renderWithProviders(<Disclosure title="Merchant Details">Site: amazon.com</Disclosure>);
    const trigger = page.getByRole('button', { name: 'Merchant Details' });
    await expect
      .element(page.getByRole('heading', { name: 'Merchant Details', level: 3 }))
      .toBeVisible();
    await expect.element(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect.element(page.getByText('Site: amazon.com')).not.toBeVisible();
    await trigger.click();
    await expect.element(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect.element(page.getByText('Site: amazon.com')).toBeVisible();
  });
});
