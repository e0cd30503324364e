import preview from '#.storybook/preview';
import { expect, userEvent, within } from 'storybook/test';

import { PasswordField } from './PasswordField';

const meta = preview.meta({
  title: 'Forms/PasswordField',
  component: PasswordField,
  args: { label: 'Password' },
});

export const Default = meta.story();

export const ShowAndHide = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password', { selector: 'input' });
    await userEvent.type(input, 'correct horse');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
    await expect(input).toHaveAttribute('type', 'password');
  },
});

export const FocusVisible = meta.story({
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(
      within(canvasElement).getByRole('button', { name: 'Show password' }),
    ).toHaveFocus();
  },
});

export const NewPassword = meta.story({
  args: {
    label: 'New password',
    autoComplete: 'new-password',
    description: '12 or more characters with an upper-case letter, a digit and a symbol.',
  },
});

export const Disabled = meta.story({ args: { isDisabled: true, defaultValue: 'secret' } });

export const Invalid = meta.story({
  args: {
    label: 'Confirm password',
    isInvalid: true,
    defaultValue: 'secret',
    errorMessage: 'Password and Confirm password must be same.',
  },
});

export const Spanish = meta.story({ args: { label: 'Contraseña' }, globals: { locale: 'es' } });

export const Portuguese = meta.story({
  args: { label: 'Senha' },
  globals: { locale: 'pt' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Mostrar senha' }),
    ).toBeInTheDocument();
  },
});
