import { CalendarDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { DateRangePicker } from './DateRangePicker';

const meta = {
  title: 'Forms/DateRangePicker',
  component: DateRangePicker,
  args: {
    label: 'Custom range',
    defaultValue: { start: new CalendarDate(2025, 3, 1), end: new CalendarDate(2025, 3, 31) },
    onChange: fn(),
  },
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const CalendarOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Calendar/ }));
    await expect(await canvas.findByRole('grid')).toBeInTheDocument();
  },
};

export const Empty: Story = { args: { defaultValue: undefined } };
export const Disabled: Story = { args: { isDisabled: true } };
export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'The end date must be after the start date.' },
};
export const Spanish: Story = { args: { label: 'Rango personalizado' }, globals: { locale: 'es' } };
export const Portuguese: Story = { args: { label: 'Período' }, globals: { locale: 'pt' } };
