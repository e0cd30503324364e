import { CalendarDate } from '@internationalized/date';
import preview from '#.storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';

import { DateRangePicker } from './DateRangePicker';

const meta = preview.meta({
  title: 'Forms/DateRangePicker',
  component: DateRangePicker,
  args: {
    label: 'Custom range',
    defaultValue: { start: new CalendarDate(2025, 3, 1), end: new CalendarDate(2025, 3, 31) },
    onChange: fn(),
  },
});

export const Default = meta.story();

export const CalendarOpen = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Calendar/ }));
    await expect(await canvas.findByRole('grid')).toBeInTheDocument();
  },
});

export const Empty = meta.story({ args: { defaultValue: undefined } });
export const Disabled = meta.story({ args: { isDisabled: true } });
export const Invalid = meta.story({
  args: { isInvalid: true, errorMessage: 'The end date must be after the start date.' },
});
export const Spanish = meta.story({
  args: { label: 'Rango personalizado' },
  globals: { locale: 'es' },
});
export const Portuguese = meta.story({ args: { label: 'Período' }, globals: { locale: 'pt' } });
