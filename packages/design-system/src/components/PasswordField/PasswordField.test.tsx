import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';

import { renderWithProviders } from '../../test/render';
import { PasswordField } from './PasswordField';

describe('PasswordField', () => {
  it('hides the password until the toggle shows it', async () => {
    await renderWithProviders(<PasswordField label="Password" />);
    const input = page.getByLabelText('Password', { exact: true });
    await userEvent.type(input, 's3cret!');
    await expect.element(input).toHaveAttribute('type', 'password');
    await expect.element(input).toHaveAttribute('autocomplete', 'current-password');

    await page.getByRole('button', { name: 'Show password' }).click();
    await expect.element(input).toHaveAttribute('type', 'text');
    await expect.element(page.getByRole('textbox', { name: 'Password' })).toHaveValue('s3cret!');

    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect.element(input).toHaveAttribute('type', 'password');
  });

  it('names the toggle in the locale', async () => {
    await renderWithProviders(<PasswordField label="Senha" />, { locale: 'pt-BR' });
    await expect.element(page.getByRole('button', { name: 'Mostrar senha' })).toBeInTheDocument();
  });

  it('lets the toggle be reached with Tab after the input', async () => {
    await renderWithProviders(<PasswordField label="Password" autoComplete="new-password" />);
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByLabelText('Password', { exact: true })).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    const toggle = page.getByRole('button', { name: 'Show password' });
    await expect.element(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('button', { name: 'Hide password' })).toHaveFocus();
  });
});
