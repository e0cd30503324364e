import { CalendarDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { DatePicker } from './DatePicker';

const meta = {
  title: 'Forms/DatePicker',
  component: DatePicker,
  args: { label: 'Birth date', onChange: fn() },
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithValue: Story = { args: { defaultValue: new CalendarDate(1990, 7, 4) } };

export const Typing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const month = canvas.getAllByRole('spinbutton')[0];
    if (!month) {
      throw new Error('No date segments');
    }
    await userEvent.click(month);
    await userEvent.keyboard('07041990');
    await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDate(1990, 7, 4));
  },
};

export const CalendarOpen: Story = {
  args: { defaultValue: new CalendarDate(2025, 3, 14) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Calendar/ }));
    await expect(await canvas.findByRole('grid')).toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: new CalendarDate(2025, 3, 14) },
};

export const Invalid: Story = {
  args: {
    defaultValue: new CalendarDate(2010, 1, 1),
    isInvalid: true,
    errorMessage: 'You must be over 18.',
  },
};

/** Spanish words, MM DD YYYY order. */
export const Spanish: Story = {
  args: { label: 'Fecha de nacimiento', defaultValue: new CalendarDate(1990, 7, 4) },
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const [month] = within(canvasElement).getAllByRole('spinbutton');
    await expect(month).toHaveTextContent('07');
  },
};

export const Portuguese: Story = {
  args: { label: 'Data de nascimento', defaultValue: new CalendarDate(1990, 7, 4) },
  globals: { locale: 'pt' },
  play: async ({ canvasElement }) => {
    const [month] = within(canvasElement).getAllByRole('spinbutton');
    await expect(month).toHaveTextContent('07');
  },
};
