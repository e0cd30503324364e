import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';

import { renderWithProviders } from '../../test/render';
import { Radio, RadioGroup } from './RadioGroup';

describe('RadioGroup', () => {
  it('is a labelled group whose arrow keys move the choice', async () => {
    const onChange = vi.fn();
    await renderWithProviders(
      <RadioGroup label="How do you want to verify your account?" onChange={onChange}>
        <Radio value="email">Email code</Radio>
        <Radio value="app">Authenticator app</Radio>
      </RadioGroup>,
    );
    await expect
      .element(page.getByRole('radiogroup', { name: 'How do you want to verify your account?' }))
      .toBeVisible();
    await page.getByText('Email code').click();
    await expect.element(page.getByRole('radio', { name: 'Email code' })).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(page.getByRole('radio', { name: 'Authenticator app' })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith('app');
  });
});
