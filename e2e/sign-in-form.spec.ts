import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

// The sign-in form's field errors, as a careful user meets them: a message, once shown,
// follows what the field holds now, in every language.
test.describe.configure({ timeout: 120_000 });

const languages = [
  {
    lng: 'en',
    email: 'Email',
    password: 'Password',
    submit: 'Sign in',
    emailRequired: 'The email field is required.',
    emailInvalid: 'The email must be a valid email address.',
    passwordRequired: 'The password field is required.',
  },
  {
    lng: 'es',
    email: 'Correo electrónico',
    password: 'Contraseña',
    submit: 'Iniciar sesión',
    emailRequired: 'El campo de correo electrónico es obligatorio.',
    emailInvalid: 'El correo electrónico debe ser una dirección válida.',
    passwordRequired: 'El campo de contraseña es obligatorio.',
  },
  {
    lng: 'pt',
    email: 'E-mail',
    password: 'Senha',
    submit: 'Entrar',
    emailRequired: 'O campo de e-mail é obrigatório.',
    emailInvalid: 'O e-mail deve ser um endereço válido.',
    passwordRequired: 'O campo de senha é obrigatório.',
  },
] as const;

for (const words of languages) {
  test(`${words.lng}: a malformed email says so, after an empty submit too`, async ({ page }) => {
    await page.goto(`/client/?lng=${words.lng}`);
    const email = page.getByRole('textbox', { name: words.email });
    const password = page.getByLabel(words.password, { exact: true });
    const submit = page.getByRole('button', { name: words.submit });

    await submit.click();
    await expect(email).toHaveAccessibleDescription(words.emailRequired);
    await expect(password).toHaveAccessibleDescription(words.passwordRequired);

    await email.fill('not-an-email');
    await expect(email).toHaveAccessibleDescription(words.emailInvalid);
    await submit.click();
    await expect(email).toHaveAccessibleDescription(words.emailInvalid);
    await expect(page.getByText(words.emailRequired)).toHaveCount(0);
  });
}

test('filled fields lose their errors, and a wrong password stands alone', async ({ page }) => {
  await page.goto('/client/');
  const email = page.getByRole('textbox', { name: 'Email' });
  const password = page.getByLabel('Password', { exact: true });
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('The email field is required.')).toHaveCount(2);

  await email.fill('employee@demo.outlay.test');
  await password.fill('not-the-password');
  await expect(page.getByText('The email field is required.')).toHaveCount(0);
  await expect(page.getByText('The password field is required.')).toHaveCount(0);

  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('The email or password is incorrect.')).toBeVisible();
  await expect(email).not.toHaveAttribute('aria-invalid');
  await expect(password).not.toHaveAttribute('aria-invalid');
  await expect(page.getByText(/field is required/)).toHaveCount(0);
  await expectNoAxeViolations(page, 'sign-in with only the server error');
});
