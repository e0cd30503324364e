import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';

import { renderWithProviders } from '../../test/render';
import { TextField } from './TextField';

describe('TextField', () => {
  it('is named by its label and reports typing', async () => {
    const onChange = vi.fn();
    await renderWithProviders(
      <TextField label="Email" description="Your work address" onChange={onChange} />,
    );
    const input = page.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'ana@example.com');
    await expect.element(input).toHaveValue('ana@example.com');
    expect(onChange).toHaveBeenLastCalledWith('ana@example.com');
    await expect.element(input).toHaveAccessibleDescription('Your work address');
  });

  it('shows the error message and marks the input invalid', async () => {
    await renderWithProviders(
      <TextField label="Email" isInvalid errorMessage="Please enter a valid email." />,
    );
    const input = page.getByRole('textbox', { name: 'Email' });
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await expect.element(input).toHaveAccessibleDescription('Please enter a valid email.');
  });

  it('validates on blur with a validate function', async () => {
    await renderWithProviders(
      <TextField
        label="Reference number"
        validationBehavior="aria"
        validate={(value) => (/^[1-9]\d{0,6}$/.test(value) ? null : 'Numbers only')}
      />,
    );
    const input = page.getByRole('textbox', { name: 'Reference number' });
    await userEvent.type(input, '0abc');
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await expect.element(page.getByText('Numbers only')).toBeVisible();
  });
});
