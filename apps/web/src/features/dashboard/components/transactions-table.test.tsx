// @vitest-environment jsdom
import { dashboardEntries } from '@outlay/api-client/mocks';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { DateFormat } from '@/lib/format/dates';
import { toEntryRow } from '../model/entry-row';
import { DEFAULT_VIEW } from '../model/view-state';
import { prepareApp, renderApp } from '@/testing/render-app';
import { TransactionsTable } from './transactions-table';

beforeAll(async () => {
  await prepareApp(['dashboard']);
});

const us: DateFormat = { order: 'MDY', timeZone: 'America/New_York' };

function renderTable(entries: Parameters<typeof TransactionsTable>[0]['entries']) {
  const handlers = { onSort: vi.fn(), onOpen: vi.fn(), onAddReceipt: vi.fn() };
  renderApp(
    <TransactionsTable
      entries={entries}
      pageSize={10}
      view={DEFAULT_VIEW}
      dateFormat={us}
      {...handlers}
    />,
  );
  return handlers;
}

const table = () => screen.getByRole('grid', { name: 'Transactions' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);

describe('the transactions table', () => {
  it('has the columns Merchant, Status, User, Date, Receipt, Amount', () => {
    renderTable(dashboardEntries);
    const headers = within(table()).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual([
      'Merchant',
      'Status',
      'User',
      'Date',
      'Receipt',
      'Amount',
    ]);
    expect(bodyRows()).toHaveLength(dashboardEntries.length);
  });

  it('sorts on the server by merchant, date and amount only', async () => {
    const user = userEvent.setup();
    const { onSort } = renderTable(dashboardEntries);
    const header = (name: string) => within(table()).getByRole('columnheader', { name });
    expect(header('Date').getAttribute('aria-sort')).toBe('descending');
    expect(header('Status').getAttribute('aria-sort')).toBeNull();
    await user.click(header('Amount'));
    expect(onSort).toHaveBeenCalledWith('amount', 'ASC');
    await user.click(header('User'));
    expect(onSort).toHaveBeenCalledTimes(1);
  });

  it('opens a row, and offers Add Receipt where a receipt can be added', async () => {
    const user = userEvent.setup();
    const { onOpen, onAddReceipt } = renderTable(dashboardEntries);
    const loan = bodyRows().find((row) => row.textContent.includes('Loan'));
    expect(loan && within(loan).queryByRole('button', { name: /Add Receipt/ })).toBeNull();
    const add = within(table()).getAllByRole('button', { name: /^Add Receipt to / });
    expect(add.length).toBeGreaterThan(0);
    await user.click(add[0] as HTMLElement);
    expect(onAddReceipt).toHaveBeenCalledTimes(1);
    expect(onOpen).not.toHaveBeenCalled();
    const first = bodyRows()[0];
    if (!first) throw new Error('no row');
    await user.click(within(first).getByRole('rowheader'));
    const [entry] = dashboardEntries;
    if (!entry) throw new Error('no entry');
    expect(onOpen.mock.calls[0]?.[0]).toMatchObject({ id: toEntryRow(entry).id });
  });

  it("shows a merchant's logo from Outlay's origin beside its name, which stays the row's name", () => {
    const card = dashboardEntries.find(
      (entry) => entry.type === 'card' && entry.transaction.merchant,
    );
    if (card?.type !== 'card' || !card.transaction.merchant) throw new Error('no card entry');
    const merchant = card.transaction.merchant;
    const withLogo = {
      ...card,
      transaction: {
        ...card.transaction,
        merchant: {
          ...merchant,
          merchant_clean_detail: {
            ...merchant.merchant_clean_detail,
            iconUrl: '/api/merchant-logos/uber.com',
          },
        },
      },
    };
    renderTable([withLogo]);
    const [row] = bodyRows();
    if (!row) throw new Error('no row');
    const header = within(row).getByRole('rowheader', { name: toEntryRow(withLogo).merchant });
    // Decorative (the name is beside it), so it has no role of its own to query by.
    expect(header.querySelector('img')?.getAttribute('src')).toBe('/api/merchant-logos/uber.com');
  });

  it("says 'No Transactions' when nothing matches", () => {
    renderTable([]);
    expect(within(table()).getByRole('heading', { name: 'No Transactions' })).toBeTruthy();
  });

  it('holds its place with skeleton rows until the first page comes', () => {
    renderTable(undefined);
    expect(bodyRows()).toHaveLength(10);
    expect(within(table()).getAllByRole('status').length).toBeGreaterThan(0);
  });
});
