// @vitest-environment jsdom
import { adminStatistics, employeeStatistics } from '@outlay/api-client/mocks';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareApp, renderApp } from '@/testing/render-app';
import { SummaryFigures } from './summary-figures';

beforeAll(async () => {
  await prepareApp(['dashboard']);
});

const figureNames = () =>
  within(screen.getByRole('region', { name: 'Summary' }))
    .getAllByText(/^[A-Z][a-z]+ [A-Z][a-z]+$/)
    .map((label) => label.textContent);

/** An admin's figures, in the order the spec lists them (part 1 §2.5). */
const ADMIN_FIGURES = [
  'Total Balance',
  'Total Limit',
  'Due Date',
  'Amount Due',
  'Card Spend',
  'Payment Spend',
];

describe('the summary figures', () => {
  it("show an admin every figure, the due date as month and day, and the bar's tooltips", () => {
    renderApp(
      <SummaryFigures role="admin" statistics={adminStatistics} failed={false} onRetry={vi.fn()} />,
    );
    expect(figureNames()).toEqual(ADMIN_FIGURES);
    expect(screen.getByText('Jan 21')).toBeTruthy();
    const bar = screen.getByRole('group', { name: "Spend against the organisation's total limit" });
    expect(within(bar).getByRole('img', { name: 'Previous Due: $65,217.36 USD' })).toBeTruthy();
    expect(within(bar).getByRole('img', { name: 'Payment Spend: $1,949.54 USD' })).toBeTruthy();
  });

  it('show an employee their own limit and spend, without amount due or payment spend', () => {
    renderApp(
      <SummaryFigures
        role="employee"
        statistics={employeeStatistics}
        failed={false}
        onRetry={vi.fn()}
      />,
    );
    expect(figureNames()).toEqual(['Total Balance', 'Total Limit', 'Due Date', 'Card Spend']);
    expect(screen.getByRole('group', { name: 'Spend against your spend limit' })).toBeTruthy();
  });

  it('stand in their places while they load, without values', () => {
    renderApp(
      <SummaryFigures role="admin" statistics={undefined} failed={false} onRetry={vi.fn()} />,
    );
    const region = screen.getByRole('region', { name: 'Summary' });
    expect(region.getAttribute('aria-busy')).toBe('true');
    expect(figureNames()).toEqual(ADMIN_FIGURES);
    expect(within(region).getAllByRole('status')).toHaveLength(6);
    expect(screen.queryByText(/\$/)).toBeNull();
  });

  it('say when they could not be loaded, and load again on Try again', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    renderApp(<SummaryFigures role="admin" statistics={undefined} failed onRetry={onRetry} />);
    expect(screen.getByText('The figures could not be loaded.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('hold the bar’s place while loading with nothing in it to focus or hear', async () => {
    renderApp(
      <SummaryFigures role="admin" statistics={undefined} failed={false} onRetry={vi.fn()} />,
    );
    expect(screen.getAllByText('Loading the figures').length).toBeGreaterThan(0);
    // The empty bar is not read out, and Tab does not stop on it (axe: aria-hidden-focus).
    expect(screen.queryByRole('group', { name: /Spend against/ })).toBeNull();
    await userEvent.tab();
    expect(document.activeElement).toBe(document.body);
  });
});
