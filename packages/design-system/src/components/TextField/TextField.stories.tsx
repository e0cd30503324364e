import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { TextField } from './TextField';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Email', onChange: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithDescription: Story = {
  args: { description: 'We send receipts and statements to this address.', type: 'email' },
};

export const Typing: Story = {
  args: { type: 'email' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'ana@example.com');
    await expect(input).toHaveValue('ana@example.com');
    await expect(args.onChange).toHaveBeenLastCalledWith('ana@example.com');
  },
};

export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('textbox', { name: 'Email' })).toHaveFocus();
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'ana@example.com' } };

export const Invalid: Story = {
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
};

export const Required: Story = { args: { isRequired: true, label: 'First name' } };

export const LongText: Story = {
  args: {
    label: 'Business description as it appears on your company registration documents',
    defaultValue:
      'Wholesale distribution of office supplies, furniture and IT equipment across North America',
    description:
      'Describe what your company sells and to whom. This helps us verify your application faster.',
  },
};

export const Spanish: Story = {
  args: {
    label: 'Correo electrónico',
    isInvalid: true,
    errorMessage: 'Ingresa un correo electrónico válido.',
  },
  globals: { locale: 'es' },
};

export const Portuguese: Story = {
  args: { label: 'E-mail', description: 'Enviaremos os recibos para este endereço.' },
  globals: { locale: 'pt' },
};
