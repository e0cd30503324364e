import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';

import { renderWithProviders } from '../../test/render';
import { PlainButton } from './PlainButton';
import { PlainForm } from './PlainForm';
import { PlainPasswordField } from './PlainPasswordField';
import { PlainTextField } from './PlainTextField';

function SignInForm({ onSubmit, busy = false }: { onSubmit?: () => void; busy?: boolean }) {
  return (
    <PlainForm
      errorSummaryTitle="There is a problem"
      aria-label="Sign in"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit?.();
      }}
    >
      <PlainTextField
        name="email"
        type="email"
        label="Email"
        isRequired
        validate={(value) =>
          value === '' ? 'Enter your email' : value.includes('@') ? null : 'Not an email'
        }
      />
      <PlainPasswordField
        name="password"
        label="Password"
        isRequired
        errorMessage="Enter your password"
      />
      <PlainButton type="submit" isPending={busy}>
        Sign in
      </PlainButton>
    </PlainForm>
  );
}

describe('PlainForm with plain fields', () => {
  it('shows nothing wrong before a submit', async () => {
    await renderWithProviders(<SignInForm />);
    const email = page.getByRole('textbox', { name: 'Email' });
    await userEvent.type(email, 'x');
    await userEvent.tab();
    await expect.element(email).not.toHaveAttribute('aria-invalid');
    await expect
      .element(page.getByRole('group', { name: 'There is a problem' }))
      .not.toBeInTheDocument();
  });

  it('lists the problems of an empty submit in a summary that takes focus', async () => {
    const onSubmit = vi.fn();
    await renderWithProviders(<SignInForm onSubmit={onSubmit} />);
    await page.getByRole('button', { name: 'Sign in' }).click();

    const summary = page.getByRole('group', { name: 'There is a problem' });
    await expect.element(summary).toHaveFocus();
    await expect.element(summary.getByRole('link', { name: 'Enter your email' })).toBeVisible();
    await expect.element(summary.getByRole('link', { name: 'Enter your password' })).toBeVisible();
    const email = page.getByRole('textbox', { name: 'Email' });
    await expect.element(email).toHaveAttribute('aria-invalid', 'true');
    await expect.element(email).toHaveAccessibleDescription('Enter your email');
    expect(onSubmit).not.toHaveBeenCalled();

    await summary.getByRole('link', { name: 'Enter your password' }).click();
    await expect.element(page.getByLabelText('Password', { exact: true })).toHaveFocus();
  });

  it('lets a shown message follow the value, and drops it from the summary once put right', async () => {
    await renderWithProviders(<SignInForm />);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const email = page.getByRole('textbox', { name: 'Email' });
    await userEvent.type(email, 'ana');
    await expect.element(email).toHaveAccessibleDescription('Not an email');
    await userEvent.type(email, '@example.com');
    await expect.element(email).not.toHaveAttribute('aria-invalid');
    const summary = page.getByRole('group', { name: 'There is a problem' });
    await expect
      .element(summary.getByRole('link', { name: 'Not an email' }))
      .not.toBeInTheDocument();
    await expect.element(summary.getByRole('link', { name: 'Enter your password' })).toBeVisible();
  });

  it('submits with Enter once every field is filled', async () => {
    const onSubmit = vi.fn();
    await renderWithProviders(<SignInForm onSubmit={onSubmit} />);
    await userEvent.type(page.getByRole('textbox', { name: 'Email' }), 'ana@example.com');
    await userEvent.type(page.getByLabelText('Password', { exact: true }), 'secret{Enter}');
    await vi.waitFor(() => {
      expect(onSubmit).toHaveBeenCalledTimes(1);
    });
  });

  it('keeps a busy submit button focusable, named busy, and deaf to presses', async () => {
    const onSubmit = vi.fn();
    await renderWithProviders(<SignInForm onSubmit={onSubmit} busy />);
    const button = page.getByRole('button', { name: 'Sign in Loading' });
    await expect.element(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.type(page.getByRole('textbox', { name: 'Email' }), 'ana@example.com');
    await userEvent.type(page.getByLabelText('Password', { exact: true }), 'secret{Enter}');
    await button.click({ force: true });
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows and hides the password with a toggle named for what it will do', async () => {
    await renderWithProviders(<SignInForm />);
    const input = page.getByLabelText('Password', { exact: true });
    await userEvent.type(input, 's3cret!');
    await expect.element(input).toHaveAttribute('type', 'password');
    await expect.element(input).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('button', { name: 'Hide password' })).toHaveFocus();
    await expect.element(page.getByRole('textbox', { name: 'Password' })).toHaveValue('s3cret!');
  });

  it('names the toggle in the locale', async () => {
    await renderWithProviders(<PlainPasswordField label="Senha" />, { locale: 'pt-BR' });
    await expect.element(page.getByRole('button', { name: 'Mostrar senha' })).toBeInTheDocument();
  });
});
