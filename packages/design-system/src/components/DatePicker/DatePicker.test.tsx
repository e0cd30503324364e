import { CalendarDate } from '@internationalized/date';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';

import { renderWithProviders } from '../../test/render';
import { DateRangePicker } from '../DateRangePicker/DateRangePicker';
import { DatePicker } from './DatePicker';
import { orderSegments, type DateSegment } from './orderSegments';

function segmentTypes(): string[] {
  return Array.from(document.querySelectorAll('[data-type]'))
    .map((element) => element.getAttribute('data-type') ?? '')
    .filter((type) => type !== 'literal');
}

function segmentText(): string {
  return Array.from(document.querySelectorAll('[data-type]'))
    .map((element) => element.textContent)
    .join('');
}

describe('orderSegments', () => {
  it('puts month, day and year in that order and keeps separators in place', () => {
    const segment = (type: DateSegment['type'], text: string) =>
      ({ type, text, isPlaceholder: false, isEditable: type !== 'literal' }) as DateSegment;
    const dayFirst = [
      segment('day', '31'),
      segment('literal', '/'),
      segment('month', '12'),
      segment('literal', '/'),
      segment('year', '2024'),
    ];
    expect(orderSegments(dayFirst).map((part) => part.text)).toEqual([
      '12',
      '/',
      '31',
      '/',
      '2024',
    ]);
  });
});

describe('DatePicker', () => {
  it.each(['en-US', 'es-MX', 'pt-BR'])('shows MM/DD/YYYY in %s', async (locale) => {
    await renderWithProviders(
      <DatePicker label="Date" defaultValue={new CalendarDate(2024, 12, 31)} />,
      { locale },
    );
    await expect.element(page.getByRole('group', { name: 'Date' })).toBeVisible();
    expect(segmentTypes()).toEqual(['month', 'day', 'year']);
    expect(segmentText()).toBe('12/31/2024');
  });

  it('takes typed digits in MM DD YYYY order, even in Spanish', async () => {
    const onChange = vi.fn();
    await renderWithProviders(<DatePicker label="Fecha" onChange={onChange} />, {
      locale: 'es-MX',
    });
    const segments = document.querySelectorAll<HTMLElement>(
      '[data-type]:not([data-type="literal"])',
    );
    segments[0]?.focus();
    await userEvent.keyboard('03142025');
    expect(onChange).toHaveBeenLastCalledWith(new CalendarDate(2025, 3, 14));
    expect(segmentText()).toBe('03/14/2025');
  });

  it('opens a calendar from its button', async () => {
    await renderWithProviders(
      <DatePicker label="Date" defaultValue={new CalendarDate(2025, 3, 14)} />,
    );
    await page.getByRole('button', { name: /Calendar/ }).click();
    await expect.element(page.getByRole('dialog')).toBeVisible();
    await expect.element(page.getByRole('grid', { name: /March 2025/ })).toBeVisible();
  });
});

describe('DateRangePicker', () => {
  it('shows both dates as MM/DD/YYYY in Portuguese', async () => {
    await renderWithProviders(
      <DateRangePicker
        label="Período"
        defaultValue={{ start: new CalendarDate(2025, 1, 2), end: new CalendarDate(2025, 1, 30) }}
      />,
      { locale: 'pt-BR' },
    );
    await expect.element(page.getByRole('group', { name: 'Período' })).toBeVisible();
    expect(segmentTypes()).toEqual(['month', 'day', 'year', 'month', 'day', 'year']);
    expect(segmentText()).toBe('01/02/202501/30/2025');
  });
});
