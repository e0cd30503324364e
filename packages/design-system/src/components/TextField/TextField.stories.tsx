import preview from '#.storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';

import { TextField } from './TextField';

const meta = preview.meta({
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Email', onChange: fn() },
});

export const Default = meta.story();

export const WithDescription = meta.story({
  args: { description: 'We send receipts and statements to this address.', type: 'email' },
});

export const Typing = meta.story({
  args: { type: 'email' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'ana@example.com');
    await expect(input).toHaveValue('ana@example.com');
    await expect(args.onChange).toHaveBeenLastCalledWith('ana@example.com');
  },
});

export const FocusVisible = meta.story({
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('textbox', { name: 'Email' })).toHaveFocus();
  },
});

export const Disabled = meta.story({ args: { isDisabled: true, defaultValue: 'ana@example.com' } });

export const Invalid = meta.story({
  args: {
    isInvalid: true,
    defaultValue: 'ana@',
    errorMessage: 'Please enter a valid email address.',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Please enter a valid email address.');
  },
});

export const Required = meta.story({ args: { isRequired: true, label: 'First name' } });

export const LongText = meta.story({
  args: {
    label: 'Business description as it appears on your company registration documents',
    defaultValue:
      'Wholesale distribution of office supplies, furniture and IT equipment across North America',
    description:
      'Describe what your company sells and to whom. This helps us verify your application faster.',
  },
});

export const Spanish = meta.story({
  args: {
    label: 'Correo electrónico',
    isInvalid: true,
    errorMessage: 'Ingresa un correo electrónico válido.',
  },
  globals: { locale: 'es' },
});

export const Portuguese = meta.story({
  args: { label: 'E-mail', description: 'Enviaremos os recibos para este endereço.' },
  globals: { locale: 'pt' },
});
