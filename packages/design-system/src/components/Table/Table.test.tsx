import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';

import { renderWithProviders } from '../../test/render';
import { EmptyState } from '../EmptyState/EmptyState';
import { Stack } from '../Stack/Stack';
import { Table, type TableColumn } from './Table';
import {
  SortableTable,
  transactions as rows,
  transactionsTable,
  type Transaction,
} from './Table.fixtures';

afterEach(async () => {
  await page.viewport(1280, 800);
});

describe('Table', () => {
  it('is a grid named by its label with column headers and row headers', async () => {
    await renderWithProviders(<SortableTable />);
    const grid = page.getByRole('grid', { name: 'Transactions' });
    await expect.element(grid).toBeVisible();
    await expect.element(page.getByRole('columnheader', { name: 'Merchant' })).toBeVisible();
    await expect.element(page.getByRole('rowheader', { name: 'Delta Air Lines' })).toBeVisible();
  });

  it('moves between rows with the arrow keys and runs the row action on Enter', async () => {
    const onRowAction = vi.fn();
    await renderWithProviders(<SortableTable onRowAction={onRowAction} />);
    await userEvent.keyboard('{Tab}');
    const rowsInBody = page.getByRole('row');
    // Row 0 is the header; focus lands on the first body row.
    await expect.element(rowsInBody.nth(1)).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(rowsInBody.nth(2)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onRowAction).toHaveBeenCalledWith('t2');
    await userEvent.keyboard('{ArrowDown}{ArrowUp}{ArrowUp}');
    await expect.element(rowsInBody.nth(1)).toHaveFocus();
  });

  it('runs the row action on click', async () => {
    const onRowAction = vi.fn();
    await renderWithProviders(<SortableTable onRowAction={onRowAction} />);
    await page.getByRole('rowheader', { name: 'Uber' }).click();
    expect(onRowAction).toHaveBeenCalledWith('t3');
  });

  it('sorts from the column header and announces the direction', async () => {
    await renderWithProviders(<SortableTable />);
    const amount = page.getByRole('columnheader', { name: 'Amount' });
    await amount.click();
    await expect.element(amount).toHaveAttribute('aria-sort', 'ascending');
    await expect.element(page.getByRole('row').nth(1)).toHaveTextContent('Uber');
    await amount.click();
    await expect.element(amount).toHaveAttribute('aria-sort', 'descending');
    await expect.element(page.getByRole('row').nth(1)).toHaveTextContent('Delta');
  });

  it('draws rows as cards below its breakpoint and keeps the grid keyboard', async () => {
    await page.viewport(400, 800);
    const onRowAction = vi.fn();
    await renderWithProviders(
      <Table {...transactionsTable} collapseBelow="md" onRowAction={onRowAction} />,
    );
    const row = page.getByRole('row').nth(1);
    await expect.element(row).toBeVisible();
    expect(getComputedStyle(row.element()).display).toBe('flex');
    // The column name shows beside the value, and is hidden from screen readers.
    await expect.element(row.getByText('Amount')).toBeVisible();
    await expect.element(row.getByRole('gridcell', { name: '$120.50' })).toBeVisible();
    await userEvent.keyboard('{Tab}{ArrowDown}{Enter}');
    expect(onRowAction).toHaveBeenCalledWith('t2');
  });

  it('draws cards in a narrow column on a wide screen: its own width decides', async () => {
    await page.viewport(1280, 800);
    await renderWithProviders(
      <div style={{ width: '600px' }}>
        <Table
          {...transactionsTable}
          collapseBelow="md"
          collapsedToolbar={<button type="button">Sort by</button>}
        />
      </div>,
    );
    const row = page.getByRole('row').nth(1);
    await expect.element(row).toBeVisible();
    expect(getComputedStyle(row.element()).display).toBe('flex');
    // Nothing is cut: every row fits the column.
    expect(row.element().getBoundingClientRect().right).toBeLessThanOrEqual(
      row.element().closest('div')?.getBoundingClientRect().right ?? 0,
    );
    await expect.element(page.getByRole('button', { name: 'Sort by' })).toBeVisible();
  });

  it('hides the cards-only toolbar while it is a table', async () => {
    await page.viewport(1280, 800);
    await renderWithProviders(
      <Table
        {...transactionsTable}
        collapseBelow="md"
        collapsedToolbar={<button type="button">Sort by</button>}
      />,
    );
    expect(getComputedStyle(page.getByRole('row').nth(1).element()).display).toBe('table-row');
    await expect
      .element(page.getByRole('button', { name: 'Sort by', includeHidden: true }))
      .not.toBeVisible();
  });

  it('is a plain table above its breakpoint', async () => {
    await renderWithProviders(<Table {...transactionsTable} collapseBelow="md" />);
    const row = page.getByRole('row').nth(1);
    expect(getComputedStyle(row.element()).display).toBe('table-row');
    await expect.element(row.getByText('Amount')).not.toBeVisible();
  });

  it('takes less room when compact: smaller text and padding, headers wrapping', async () => {
    await renderWithProviders(
      <Stack space="medium">
        <Table {...transactionsTable} aria-label="Standard" />
        <Table {...transactionsTable} aria-label="Compact" density="compact" />
      </Stack>,
    );
    const cellOf = (name: string) =>
      page.getByRole('grid', { name }).getByRole('rowheader').first().element();
    const headerOf = (name: string) =>
      page.getByRole('grid', { name }).getByRole('columnheader').nth(1).element();
    const standard = getComputedStyle(cellOf('Standard'));
    const compact = getComputedStyle(cellOf('Compact'));
    expect(parseFloat(compact.paddingLeft)).toBeLessThan(parseFloat(standard.paddingLeft));
    expect(parseFloat(compact.fontSize)).toBeLessThan(parseFloat(standard.fontSize));
    expect(getComputedStyle(headerOf('Standard')).whiteSpace).toBe('nowrap');
    expect(getComputedStyle(headerOf('Compact')).whiteSpace).toBe('normal');
  });

  it('says it is busy while other rows are on their way, and not otherwise', async () => {
    const screen = await renderWithProviders(<Table {...transactionsTable} isBusy />);
    const grid = page.getByRole('grid', { name: 'Transactions' });
    await expect.element(grid).toHaveAttribute('aria-busy', 'true');
    await screen.rerender(<Table {...transactionsTable} />);
    await expect.element(grid).not.toHaveAttribute('aria-busy');
  });

  it('shows the empty state when there are no rows', async () => {
    await renderWithProviders(
      <Table
        {...transactionsTable}
        rows={[]}
        emptyState={<EmptyState title="No Transactions" />}
      />,
    );
    await expect.element(page.getByRole('heading', { name: 'No Transactions' })).toBeVisible();
  });

  it('selects rows by keyboard, by their checkboxes and all at once', async () => {
    const onSelectionChange = vi.fn();
    await renderWithProviders(
      <Table
        {...transactionsTable}
        selectionMode="multiple"
        showSelectionCheckboxes
        onSelectionChange={onSelectionChange}
      />,
    );
    await userEvent.keyboard('{Tab}');
    const delta = page.getByRole('row').nth(2);
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(' ');
    await expect.element(delta).toHaveAttribute('aria-selected', 'true');
    await expect.element(page.getByRole('row').nth(1)).toHaveAttribute('aria-selected', 'false');
    // Each row's checkbox is named with its row header.
    // The box drawn over the (hidden) input takes the click, as a pointer would.
    const uberBox = page.getByRole('checkbox', { name: /Uber/ }).element().closest('label');
    if (!uberBox) throw new Error('no checkbox box for Uber');
    await userEvent.click(uberBox);
    await expect.element(page.getByRole('row').nth(3)).toHaveAttribute('aria-selected', 'true');
    const allBox = page.getByRole('checkbox', { name: 'Select All' }).element().closest('label');
    if (!allBox) throw new Error('no Select All box');
    await userEvent.click(allBox);
    await vi.waitFor(() => {
      expect(onSelectionChange).toHaveBeenLastCalledWith('all');
    });
  });

  it('draws rows again when a value their cells read changes', async () => {
    // The columns stay the same objects; what their cells read changes (a draft, say).
    let note = 'draft';
    const noted: TableColumn<Transaction>[] = [
      { id: 'merchant', name: 'Merchant', isRowHeader: true, render: (row) => row.merchant },
      { id: 'note', name: 'Note', render: (row) => `${row.merchant} ${note}` },
    ];
    const table = () => (
      <Table aria-label="Transactions" columns={noted} rows={rows} dependencies={[note]} />
    );
    const screen = await renderWithProviders(table());
    await expect.element(page.getByRole('gridcell', { name: 'Uber draft' })).toBeVisible();
    note = 'saved';
    await screen.rerender(table());
    await expect.element(page.getByRole('gridcell', { name: 'Uber saved' })).toBeVisible();
  });
});
