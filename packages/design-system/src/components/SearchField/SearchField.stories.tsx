import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { SearchField } from './SearchField';

const meta = {
  title: 'Forms/SearchField',
  component: SearchField,
  args: {
    label: 'Search Transactions',
    hideLabel: true,
    placeholder: 'Search Transactions',
    onChange: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const TypingAndClearing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Search Transactions' });
    await userEvent.type(input, 'uber{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('uber');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(input).toHaveValue('');
  },
};

export const VisibleLabel: Story = { args: { hideLabel: false, label: 'Search users' } };

export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('searchbox')).toHaveFocus();
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'delta' } };

export const Spanish: Story = {
  args: {
    label: 'Buscar transacciones',
    placeholder: 'Buscar transacciones',
    defaultValue: 'uber',
  },
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Borrar búsqueda' }),
    ).toBeInTheDocument();
  },
};
