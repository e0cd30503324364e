import preview from '#.storybook/preview';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { Table } from './Table';
import { SortableTable, transactionsTable } from './Table.fixtures';

const meta = preview.meta({
  title: 'Data/Table',
  component: Table,
  args: { 'aria-label': 'Transactions', columns: [], rows: [] },
  render: () => <SortableTable onRowAction={fn()} />,
});

export const Default = meta.story();

/** Arrow keys move between rows, Enter runs the row action (opens the drawer in the app). */
export const KeyboardNavigation = meta.story({
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
});

export const Sorting = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const amount = canvas.getByRole('columnheader', { name: 'Amount' });
    await userEvent.click(amount);
    await expect(amount).toHaveAttribute('aria-sort', 'ascending');
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('Uber');
  },
});

export const RowActions = meta.story({
  render: () => <SortableTable withActions onRowAction={fn()} />,
});

export const Empty = meta.story({
  render: () => (
    <Table
      {...transactionsTable}
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
});

export const Selection = meta.story({
  render: () => (
    <Table {...transactionsTable} selectionMode="multiple" defaultSelectedKeys={['t2']} />
  ),
});

/** A first column of checkboxes, "Select all" in the header; Space toggles the focused row. */
export const SelectionCheckboxes = meta.story({
  render: () => (
    <Table
      {...transactionsTable}
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
});

/** Below md each row is a card of "name … value" lines; pick a narrow viewport to review. */
export const CardsOnNarrowScreens = meta.story({
  globals: { viewport: { value: 'xs', isRotated: false } },
  render: () => <Table {...transactionsTable} collapseBelow="md" onRowAction={fn()} />,
});

/**
 * A narrow column on a wide screen (beside an open sidebar): the table's own width makes it
 * cards, and the cards-only toolbar stands in for the hidden sortable headers.
 */
export const CardsInANarrowColumn = meta.story({
  render: () => (
    <div style={{ width: '560px' }}>
      <Table
        {...transactionsTable}
        collapseBelow="md"
        collapsedToolbar={<Text size="small">Sorted by date, newest first</Text>}
        onRowAction={fn()}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Sorted by date, newest first')).toBeVisible();
  },
});

/**
 * Compact: smaller text and padding, headers wrapping between words, for a grid of many columns
 * that must fit beside the sidebar (the accounting mapping table).
 */
export const Compact = meta.story({
  render: () => <Table {...transactionsTable} density="compact" onRowAction={fn()} />,
});

export const Dark = meta.story({ globals: { theme: 'dark' } });
