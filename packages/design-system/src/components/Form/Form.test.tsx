import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';

import { renderWithProviders } from '../../test/render';
import { Button } from '../Button/Button';
import { OneTimeCodeField } from '../OneTimeCodeField/OneTimeCodeField';
import { PasswordField } from '../PasswordField/PasswordField';
import { TextField } from '../TextField/TextField';
import { Form } from './Form';

/** A form that stays on the page when submitted, its error summary titled as the app's are. */
function TestForm({
  children,
  onSubmit,
  validationErrors,
}: {
  children: ReactNode;
  onSubmit?: () => void;
  validationErrors?: Record<string, string>;
}) {
  return (
    <Form
      errorSummaryTitle="There is a problem"
      validationErrors={validationErrors}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit?.();
      }}
    >
      {children}
    </Form>
  );
}

function LoginForm({
  onSubmit,
  validationErrors,
}: {
  onSubmit?: () => void;
  validationErrors?: Record<string, string>;
}) {
  return (
    <TestForm validationErrors={validationErrors} onSubmit={onSubmit}>
      <TextField
        name="email"
        label="Email"
        type="email"
        isRequired
        errorMessage="Enter your email"
      />
      <PasswordField
        name="password"
        label="Password"
        isRequired
        errorMessage="Enter your password"
      />
      <Button type="submit">Log in</Button>
    </TestForm>
  );
}

describe('Form', () => {
  it('shows an error summary that takes focus after a failed submit', async () => {
    const onSubmit = vi.fn();
    await renderWithProviders(<LoginForm onSubmit={onSubmit} />);
    await page.getByRole('button', { name: 'Log in' }).click();

    const summary = page.getByRole('group', { name: 'There is a problem' });
    await expect.element(summary).toHaveFocus();
    const links = summary.getByRole('link');
    await expect.element(links.nth(0)).toHaveTextContent('Enter your email');
    await expect.element(links.nth(1)).toHaveTextContent('Enter your password');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('moves focus to the field when its summary link is followed', async () => {
    await renderWithProviders(<LoginForm />);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('link', { name: 'Enter your password' }).click();
    await expect.element(page.getByLabelText('Password', { exact: true })).toHaveFocus();
  });

  it('submits once the fields are valid and clears the summary', async () => {
    const onSubmit = vi.fn();
    await renderWithProviders(<LoginForm onSubmit={onSubmit} />);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect.element(page.getByRole('group', { name: 'There is a problem' })).toBeVisible();

    await userEvent.type(page.getByRole('textbox', { name: 'Email' }), 'ana@example.com');
    await userEvent.type(page.getByLabelText('Password', { exact: true }), 'correct horse');
    await page.getByRole('button', { name: 'Log in' }).click();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await expect
      .element(page.getByRole('group', { name: 'There is a problem' }))
      .not.toBeInTheDocument();
  });

  it('summarises server errors given by field name', async () => {
    const { rerender } = await renderWithProviders(<LoginForm />);
    await rerender(
      <LoginForm validationErrors={{ password: 'Provided authentication code is invalid' }} />,
    );
    const summary = page.getByRole('group', { name: 'There is a problem' });
    await expect.element(summary).toHaveFocus();
    await expect
      .element(summary.getByRole('link', { name: 'Provided authentication code is invalid' }))
      .toBeVisible();
  });

  it('summarises a one-time code that is too short', async () => {
    await renderWithProviders(
      <TestForm>
        <OneTimeCodeField
          name="code"
          label="Verification code"
          isRequired
          errorMessage="Enter the 6-digit code"
        />
        <Button type="submit">Confirm</Button>
      </TestForm>,
    );
    await userEvent.type(page.getByRole('textbox', { name: 'Verification code' }), '123');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect.element(page.getByRole('link', { name: 'Enter the 6-digit code' })).toBeVisible();
  });

  it('lets a shown field error follow the value as it is typed, before the next submit', async () => {
    await renderWithProviders(<ValidatedLoginForm />);
    await page.getByRole('button', { name: 'Log in' }).click();
    const email = page.getByRole('textbox', { name: 'Email' });
    const password = page.getByLabelText('Password', { exact: true });
    await expect.element(email).toHaveAccessibleDescription('The email field is required.');
    await expect.element(password).toHaveAccessibleDescription('The password field is required.');

    await userEvent.type(email, 'not-an-email');
    await expect
      .element(email)
      .toHaveAccessibleDescription('The email must be a valid email address.');

    await userEvent.type(email, '@example.com');
    await userEvent.type(password, 'secret');
    await expect.element(email).not.toHaveAttribute('aria-invalid');
    await expect.element(email).toHaveAccessibleDescription('');
    await expect.element(password).toHaveAccessibleDescription('');
    // The summary drops what was fixed, too.
    await expect
      .element(page.getByRole('group', { name: 'There is a problem' }))
      .not.toBeInTheDocument();
  });

  it('says a malformed email is malformed on the submit after an empty one', async () => {
    await renderWithProviders(<ValidatedLoginForm />);
    await page.getByRole('button', { name: 'Log in' }).click();
    await userEvent.type(page.getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await page.getByRole('button', { name: 'Log in' }).click();
    const summary = page.getByRole('group', { name: 'There is a problem' });
    await expect
      .element(summary.getByRole('link', { name: 'The email must be a valid email address.' }))
      .toBeVisible();
    await expect.element(page.getByText('The email field is required.')).not.toBeInTheDocument();
  });

  it.each([
    [
      'es-MX',
      'Este campo es obligatorio.',
      'Escribe un correo electrónico, como nombre@ejemplo.com.',
    ],
    ['pt-BR', 'Este campo é obrigatório.', 'Digite um e-mail, como nome@exemplo.com.'],
  ])(
    'words what the browser checks in the user’s language (%s), never the browser’s',
    async (locale, required, email) => {
      await renderWithProviders(
        <TestForm>
          <TextField name="name" label="Nombre" isRequired />
          <TextField name="email" label="Correo" type="email" />
          <Button type="submit">Enviar</Button>
        </TestForm>,
        { locale },
      );
      await page.getByRole('textbox', { name: 'Correo' }).fill('sin-arroba');
      await page.getByRole('button', { name: 'Enviar' }).click();
      await expect
        .element(page.getByRole('textbox', { name: /Nombre/ }))
        .toHaveAccessibleDescription(required);
      await expect
        .element(page.getByRole('textbox', { name: 'Correo' }))
        .toHaveAccessibleDescription(email);
    },
  );
});

/** The sign-in form as the app builds it: messages from `validate` functions. */
function ValidatedLoginForm() {
  return (
    <TestForm>
      <TextField
        name="email"
        label="Email"
        type="email"
        isRequired
        validate={(value) => {
          if (value.trim() === '') return 'The email field is required.';
          return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim())
            ? null
            : 'The email must be a valid email address.';
        }}
      />
      <PasswordField
        name="password"
        label="Password"
        isRequired
        validate={(value) => (value === '' ? 'The password field is required.' : null)}
      />
      <Button type="submit">Log in</Button>
    </TestForm>
  );
}
