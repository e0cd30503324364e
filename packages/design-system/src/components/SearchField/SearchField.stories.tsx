import preview from '#.storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';

import { SearchField } from './SearchField';

const meta = preview.meta({
  title: 'Forms/SearchField',
  component: SearchField,
  args: {
    label: 'Search Transactions',
    hideLabel: true,
    placeholder: 'Search Transactions',
    onChange: fn(),
    onSubmit: fn(),
  },
});

export const Default = meta.story();

export const TypingAndClearing = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Search Transactions' });
    await userEvent.type(input, 'uber{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('uber');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(input).toHaveValue('');
  },
});

export const VisibleLabel = meta.story({ args: { hideLabel: false, label: 'Search users' } });

export const FocusVisible = meta.story({
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('searchbox')).toHaveFocus();
  },
});

export const Disabled = meta.story({ args: { isDisabled: true, defaultValue: 'delta' } });

export const Spanish = meta.story({
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
});
