// The transactions the story shows and the test drives, their columns, and a table that
// sorts them.
import { useMemo, useState } from 'react';

import { Badge } from '../Badge/Badge';
import { MenuButton, MenuItem } from '../Menu/Menu';
import { Table, type SortDescriptor, type TableColumn } from './Table';

export interface Transaction {
  id: string;
  merchant: string;
  status: 'Pending' | 'Posted';
  user: string;
  date: string;
  receipt: boolean;
  amount: number;
}

export const transactions: Transaction[] = [
  {
    id: 't1',
    merchant: 'Amazon Marketplace',
    status: 'Posted',
    user: 'Ana López',
    date: '03/14/2025',
    receipt: true,
    amount: 120.5,
  },
  {
    id: 't2',
    merchant: 'Delta Air Lines',
    status: 'Pending',
    user: 'John Smith',
    date: '03/13/2025',
    receipt: false,
    amount: 560,
  },
  {
    id: 't3',
    merchant: 'Uber',
    status: 'Posted',
    user: 'Priya Patel',
    date: '03/12/2025',
    receipt: true,
    amount: 18.25,
  },
  {
    id: 't4',
    merchant: 'Slack Technologies',
    status: 'Posted',
    user: 'Ana López',
    date: '03/10/2025',
    receipt: false,
    amount: 87,
  },
];

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: TableColumn<Transaction>[] = [
  {
    id: 'merchant',
    name: 'Merchant',
    isRowHeader: true,
    allowsSorting: true,
    render: (row) => row.merchant,
  },
  {
    id: 'status',
    name: 'Status',
    render: (row) => (
      <Badge tone={row.status === 'Pending' ? 'caution' : 'positive'}>{row.status}</Badge>
    ),
  },
  { id: 'user', name: 'User', render: (row) => row.user },
  { id: 'date', name: 'Date', allowsSorting: true, render: (row) => row.date },
  { id: 'receipt', name: 'Receipt', render: (row) => (row.receipt ? 'Attached' : 'Missing') },
  {
    id: 'amount',
    name: 'Amount',
    align: 'end',
    allowsSorting: true,
    render: (row) => money.format(row.amount),
  },
];

/** Sorted by date, newest first, until a column header says otherwise. */
export function SortableTable({
  onRowAction,
  withActions,
}: {
  onRowAction?: (key: string | number) => void;
  withActions?: boolean;
}) {
  const [sort, setSort] = useState<SortDescriptor>({ column: 'date', direction: 'descending' });
  const rows = useMemo(
    () =>
      [...transactions].sort((a, b) => {
        const key = sort.column as keyof Transaction;
        const order = a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0;
        return sort.direction === 'ascending' ? order : -order;
      }),
    [sort],
  );
  const allColumns: TableColumn<Transaction>[] = withActions
    ? [
        ...columns,
        {
          id: 'actions',
          name: 'Actions',
          hideHeader: true,
          render: (row) => (
            <MenuButton label={`Actions for ${row.merchant}`} variant="quiet" size="small">
              <MenuItem id="receipt">Add receipt</MenuItem>
              <MenuItem id="report">Report an issue</MenuItem>
            </MenuButton>
          ),
        },
      ]
    : columns;
  return (
    <Table
      aria-label="Transactions"
      columns={allColumns}
      rows={rows}
      sortDescriptor={sort}
      onSortChange={setSort}
      onRowAction={onRowAction}
    />
  );
}

/** The props every transactions table here shares: its name, columns and rows. */
export const transactionsTable = {
  'aria-label': 'Transactions',
  columns,
  rows: transactions,
};
