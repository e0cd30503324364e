import { CalendarDate } from '@internationalized/date';
import preview from '#.storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';

import { DatePicker } from './DatePicker';

const meta = preview.meta({
  title: 'Forms/DatePicker',
  component: DatePicker,
  args: { label: 'Birth date', onChange: fn() },
});

export const Default = meta.story();

export const WithValue = meta.story({ args: { defaultValue: new CalendarDate(1990, 7, 4) } });

export const Typing = meta.story({
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
});

export const CalendarOpen = meta.story({
  args: { defaultValue: new CalendarDate(2025, 3, 14) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Calendar/ }));
    await expect(await canvas.findByRole('grid')).toBeInTheDocument();
  },
});

export const Disabled = meta.story({
  args: { isDisabled: true, defaultValue: new CalendarDate(2025, 3, 14) },
});

export const Invalid = meta.story({
  args: {
    defaultValue: new CalendarDate(2010, 1, 1),
    isInvalid: true,
    errorMessage: 'You must be over 18.',
  },
});

/** Spanish words, MM DD YYYY order. */
export const Spanish = meta.story({
  args: { label: 'Fecha de nacimiento', defaultValue: new CalendarDate(1990, 7, 4) },
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const [month] = within(canvasElement).getAllByRole('spinbutton');
    await expect(month).toHaveTextContent('07');
  },
});

export const Portuguese = meta.story({
  args: { label: 'Data de nascimento', defaultValue: new CalendarDate(1990, 7, 4) },
  globals: { locale: 'pt' },
  play: async ({ canvasElement }) => {
    const [month] = within(canvasElement).getAllByRole('spinbutton');
    await expect(month).toHaveTextContent('07');
  },
});
