import preview from '#.storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';

import { OneTimeCodeField } from './OneTimeCodeField';

const meta = preview.meta({
  title: 'Forms/OneTimeCodeField',
  component: OneTimeCodeField,
  args: {
    label: 'Verification code',
    description: 'Enter the 6-digit code we sent to your email.',
    onChange: fn(),
    onComplete: fn(),
  },
});

export const Default = meta.story();

export const Typing = meta.story({
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Verification code' });
    await userEvent.type(input, '12a3 45-6');
    await expect(input).toHaveValue('123456');
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
  },
});

/** Pasting "123 456" (as a code arrives in an email) fills the single input with 123456. */
export const PasteWithSpace = meta.story({
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Verification code' });
    await userEvent.click(input);
    await userEvent.paste('123 456');
    await expect(input).toHaveValue('123456');
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
  },
});

export const PasteWithDash = meta.story({
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Verification code' });
    await userEvent.click(input);
    await userEvent.paste('123-456');
    await expect(input).toHaveValue('123456');
  },
});

export const FocusVisible = meta.story({
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Verification code' }),
    ).toHaveFocus();
  },
});

export const Disabled = meta.story({ args: { isDisabled: true, defaultValue: '123' } });

export const Invalid = meta.story({
  args: {
    isInvalid: true,
    defaultValue: '123456',
    errorMessage: 'Provided authentication code is invalid',
  },
});

export const Spanish = meta.story({
  args: {
    label: 'Código de verificación',
    description: 'Ingresa el código de 6 dígitos que enviamos a tu correo.',
  },
  globals: { locale: 'es' },
});

export const Portuguese = meta.story({
  args: {
    label: 'Código de verificação',
    description: 'Digite o código de 6 dígitos que enviamos para o seu e-mail.',
  },
  globals: { locale: 'pt' },
});
