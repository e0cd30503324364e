// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_VIEW, type DashboardView } from '../model/view-state';
import { prepareApp, renderApp } from '@/testing/render-app';
import { CustomRangeRow, DateRangeControl } from './date-range-control';
import { SortSelect } from './sort-select';
import { StatusSelect } from './status-select';

beforeAll(async () => {
  await prepareApp(['dashboard']);
});

const view = (patch: Partial<DashboardView> = {}): DashboardView => ({ ...DEFAULT_VIEW, ...patch });
const period = { startDate: '2025-12-07', endDate: '2026-01-05' };

async function choose(label: RegExp, option: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: label }));
  const listbox = await screen.findByRole('listbox');
  await user.click(within(listbox).getByRole('option', { name: option }));
}

describe('the date range', () => {
  it('offers the presets, Last 30 days first chosen', async () => {
    const user = userEvent.setup();
    renderApp(<DateRangeControl view={view()} period={period} onChange={vi.fn()} />);
    const select = screen.getByRole('button', { name: /Date range/ });
    expect(select.textContent).toContain('Last 30 days');
    await user.click(select);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Current Month',
      'Last 7 days',
      'Last 14 days',
      'Last 30 days',
      'Last Statement Cycle',
      'Custom',
    ]);
  });

  it('starts a custom range from the days on screen', async () => {
    const onChange = vi.fn();
    renderApp(<DateRangeControl view={view()} period={period} onChange={onChange} />);
    await choose(/Date range/, 'Custom');
    expect(onChange).toHaveBeenCalledWith({
      range: 'custom',
      from: '2025-12-07',
      to: '2026-01-05',
    });
  });

  it('leaves a custom range for a preset without its days or Statement View', async () => {
    const onChange = vi.fn();
    renderApp(
      <DateRangeControl
        view={view({ range: 'custom', from: '2025-09-01', to: '2025-09-30', statementView: true })}
        period={period}
        onChange={onChange}
      />,
    );
    await choose(/Date range/, 'Last 7 days');
    expect(onChange).toHaveBeenCalledWith({
      range: 'last7Days',
      from: null,
      to: null,
      statementView: false,
    });
  });

  it('shows the custom picker with Statement View and its hint, on a row of their own', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const custom = view({ range: 'custom', from: '2025-09-01', to: '2025-09-30' });
    renderApp(
      <>
        <DateRangeControl view={custom} period={period} onChange={onChange} />
        <CustomRangeRow view={custom} onChange={onChange} />
      </>,
    );
    const picker = await screen.findByRole('group', { name: 'Custom range' });
    // MM DD YYYY (spec part 1 §5).
    const fields = within(picker).getAllByRole('spinbutton');
    expect(fields.slice(0, 3).map((field) => field.getAttribute('aria-label'))).toEqual([
      expect.stringMatching(/month/i),
      expect.stringMatching(/day/i),
      expect.stringMatching(/year/i),
    ]);
    const statementView = screen.getByRole('checkbox', { name: 'Statement View' });
    expect(statementView.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      screen.getByText(
        'Shows transactions matching monthly statement summaries by posted date within the selected calendar month. It uses the month start and end of the posted date range.',
      ),
    ).toBeTruthy();
    await user.click(statementView);
    expect(onChange).toHaveBeenCalledWith({ statementView: true });
  });
});

describe('the status', () => {
  it('is All, Pending or Posted, and tells a change', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderApp(<StatusSelect value="all" onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: /Status/ }));
    const listbox = await screen.findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['All', 'Pending', 'Posted']);
    await user.click(within(listbox).getByRole('option', { name: 'Posted' }));
    expect(onChange).toHaveBeenCalledWith('posted');
  });
});

describe('the sort, where the table is cards', () => {
  it('offers the server sorts as one select', async () => {
    const onSort = vi.fn();
    renderApp(<SortSelect view={view()} onSort={onSort} />);
    expect(screen.getByRole('button', { name: /Sort by/ }).textContent).toContain(
      'Date, newest first',
    );
    await choose(/Sort by/, 'Amount, highest first');
    expect(onSort).toHaveBeenCalledWith('amount', 'DESC');
  });
});
