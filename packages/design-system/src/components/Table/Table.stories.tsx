import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import { MenuButton, MenuItem } from '../Menu/Menu';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { Table, type SortDescriptor, type TableColumn } from './Table';

interface Transaction {
  id: string;
  merchant: string;
  status: 'Pending' | 'Posted';
  user: string;
  date: string;
  receipt: boolean;
  amount: number;
}

const transactions: Transaction[] = [
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

function SortableTable({
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

const meta = {
  title: 'Data/Table',
  component: Table,
  tags: ['autodocs'],
  args: { 'aria-label': 'Transactions', columns: [], rows: [] },
  render: () => <SortableTable onRowAction={fn()} />,
} satisfies Meta<typeof Table>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Arrow keys move between rows, Enter runs the row action (opens the drawer in the app). */
export const KeyboardNavigation: Story = {
  render: function Render() {
    const [opened, setOpened] = useState<string>();
    return (
      <Stack space="medium">
        <SortableTable
          onRowAction={(key) => {
            setOpened(String(key));
          }}
        />
        <Text>Opened: {opened ?? 'none'}</Text>
      </Stack>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const rows = canvas.getAllByRole('row');
    await waitFor(() => expect(rows[1]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getAllByRole('row')[2]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Opened: t2')).toBeInTheDocument();
  },
};

export const Sorting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const amount = canvas.getByRole('columnheader', { name: 'Amount' });
    await userEvent.click(amount);
    await expect(amount).toHaveAttribute('aria-sort', 'ascending');
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('Uber');
  },
};

export const RowActions: Story = { render: () => <SortableTable withActions onRowAction={fn()} /> };

export const Empty: Story = {
  render: () => (
    <Table
      aria-label="Transactions"
      columns={columns}
      rows={[]}
      emptyState={
        <EmptyState
          title="No Transactions"
          description="Try another date range or clear the filters."
          action={<Button variant="secondary">Clear filters</Button>}
        />
      }
    />
  ),
};

export const Selection: Story = {
  render: () => (
    <Table
      aria-label="Transactions"
      columns={columns}
      rows={transactions}
      selectionMode="multiple"
      defaultSelectedKeys={['t2']}
    />
  ),
};

/** A first column of checkboxes, "Select all" in the header; Space toggles the focused row. */
export const SelectionCheckboxes: Story = {
  render: () => (
    <Table
      aria-label="Transactions"
      columns={columns}
      rows={transactions}
      selectionMode="multiple"
      showSelectionCheckboxes
      defaultSelectedKeys={['t2']}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole('checkbox', { name: 'Select All' });
    await userEvent.click(all);
    await waitFor(() => expect(canvas.getAllByRole('row', { selected: true })).toHaveLength(4));
  },
};

/** Below md each row is a card of "name … value" lines; pick a narrow viewport to review. */
export const CardsOnNarrowScreens: Story = {
  globals: { viewport: { value: 'xs', isRotated: false } },
  render: () => (
    <Table
      aria-label="Transactions"
      columns={columns}
      rows={transactions}
      collapseBelow="md"
      onRowAction={fn()}
    />
  ),
};

/**
 * A narrow column on a wide screen (beside an open sidebar): the table's own width makes it
 * cards, and the cards-only toolbar stands in for the hidden sortable headers.
 */
export const CardsInANarrowColumn: Story = {
  render: () => (
    <div style={{ width: '560px' }}>
      <Table
        aria-label="Transactions"
        columns={columns}
        rows={transactions}
        collapseBelow="md"
        collapsedToolbar={<Text size="small">Sorted by date, newest first</Text>}
        onRowAction={fn()}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Sorted by date, newest first')).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
