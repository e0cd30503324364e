import preview from '#.storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';

import { NumberField } from './NumberField';

const meta = preview.meta({
  title: 'Forms/NumberField',
  component: NumberField,
  args: {
    label: 'Amount',
    defaultValue: 1250,
    minValue: 0,
    formatOptions: { style: 'currency' as const, currency: 'USD' },
    onChange: fn(),
  },
});

export const Default = meta.story();

export const Stepping = meta.story({
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Amount' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith(1251);
  },
});

export const Percent = meta.story({
  args: {
    label: 'Ownership',
    defaultValue: 0.25,
    maxValue: 1,
    step: 0.01,
    formatOptions: { style: 'percent' },
  },
});

export const Disabled = meta.story({ args: { isDisabled: true } });

export const Invalid = meta.story({
  args: {
    label: 'Amount',
    defaultValue: 0,
    isInvalid: true,
    errorMessage: 'Amount should be greater than 0.',
  },
});

export const Mexico = meta.story({
  args: { label: 'Monto', formatOptions: { style: 'currency', currency: 'MXN' } },
  globals: { locale: 'es' },
});

export const Brazil = meta.story({
  args: { label: 'Valor', formatOptions: { style: 'currency', currency: 'BRL' } },
  globals: { locale: 'pt' },
});
