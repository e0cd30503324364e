import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { NumberField } from './NumberField';

const meta = {
  title: 'Forms/NumberField',
  component: NumberField,
  args: {
    label: 'Amount',
    defaultValue: 1250,
    minValue: 0,
    formatOptions: { style: 'currency', currency: 'USD' },
    onChange: fn(),
  },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Stepping: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Amount' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith(1251);
  },
};

export const Percent: Story = {
  args: {
    label: 'Ownership',
    defaultValue: 0.25,
    maxValue: 1,
    step: 0.01,
    formatOptions: { style: 'percent' },
  },
};

export const Disabled: Story = { args: { isDisabled: true } };

export const Invalid: Story = {
  args: {
    label: 'Amount',
    defaultValue: 0,
    isInvalid: true,
    errorMessage: 'Amount should be greater than 0.',
  },
};

export const Mexico: Story = {
  args: { label: 'Monto', formatOptions: { style: 'currency', currency: 'MXN' } },
  globals: { locale: 'es' },
};

export const Brazil: Story = {
  args: { label: 'Valor', formatOptions: { style: 'currency', currency: 'BRL' } },
  globals: { locale: 'pt' },
};
