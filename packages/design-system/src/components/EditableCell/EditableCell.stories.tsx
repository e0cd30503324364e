import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { ComboBox, ComboBoxItem } from '../ComboBox/ComboBox';
import { Table, type TableColumn } from '../Table/Table';
import { EditableCell } from './EditableCell';

const categories = ['Advertising', 'Entertainment', 'Software', 'Travel'].map((name) => ({
  id: name.toLowerCase(),
  name,
}));

const meta = {
  title: 'Data display/EditableCell',
  component: EditableCell,
  tags: ['autodocs'],
  args: {
    children: 'Travel',
    'aria-label': 'Travel, category of Uber',
    editorTitle: 'Category',
    editor: (close: () => void) => (
      <ComboBox
        label="Category"
        defaultItems={categories}
        autoFocus
        onChange={() => {
          close();
        }}
      >
        {(item: (typeof categories)[number]) => (
          <ComboBoxItem id={item.id}>{item.name}</ComboBoxItem>
        )}
      </ComboBox>
    ),
  },
} satisfies Meta<typeof EditableCell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Nothing chosen yet: the placeholder, muted. */
export const Placeholder: Story = {
  args: {
    children: 'Choose a category',
    'aria-label': 'Choose a category for Uber',
    tone: 'muted',
  },
};

/** A value that stops the row from syncing. */
export const Invalid: Story = { args: { isInvalid: true } };

/** Already synced: the value shows, nothing opens. */
export const Disabled: Story = { args: { isDisabled: true } };

export const LongText: Story = {
  args: {
    children: 'Payroll and Consultants — contractors outside the United States',
    'aria-label': 'Payroll and Consultants — contractors outside the United States, category',
  },
};

interface Row {
  id: string;
  merchant: string;
  category: string | null;
}

function MappingGrid({ onChange }: { onChange: (id: string, category: string) => void }) {
  const [rows, setRows] = useState<Row[]>([
    { id: 'r1', merchant: 'Uber', category: 'travel' },
    { id: 'r2', merchant: 'Slack', category: null },
    { id: 'r3', merchant: 'Meta Ads', category: 'advertising' },
  ]);
  const nameOf = (id: string | null) => categories.find((item) => item.id === id)?.name;
  const columns: TableColumn<Row>[] = [
    { id: 'merchant', name: 'Merchant', isRowHeader: true, render: (row) => row.merchant },
    {
      id: 'category',
      name: 'Category',
      fill: true,
      render: (row) => {
        const name = nameOf(row.category);
        return (
          <EditableCell
            aria-label={
              name
                ? `${name}, category of ${row.merchant}`
                : `Choose a category for ${row.merchant}`
            }
            editorTitle="Category"
            tone={name ? 'standard' : 'muted'}
            editor={(close) => (
              <ComboBox
                label="Category"
                defaultItems={categories}
                defaultValue={row.category}
                autoFocus
                onChange={(key) => {
                  if (typeof key !== 'string') return;
                  setRows((all) =>
                    all.map((candidate) =>
                      candidate.id === row.id ? { ...candidate, category: key } : candidate,
                    ),
                  );
                  onChange(row.id, key);
                  close();
                }}
              >
                {(item: (typeof categories)[number]) => (
                  <ComboBoxItem id={item.id}>{item.name}</ComboBoxItem>
                )}
              </ComboBox>
            )}
          >
            {name ?? 'Choose a category'}
          </EditableCell>
        );
      },
    },
  ];
  return <Table aria-label="Mapping" columns={columns} rows={rows} />;
}

/** In a grid: arrow keys move between cells, Enter edits, Escape cancels. */
export const InAGrid: Story = {
  args: { onOpenChange: fn() },
  render: () => <MappingGrid onChange={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const slack = canvas.getByRole('button', { name: 'Choose a category for Slack' });
    await userEvent.click(slack);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.keyboard('soft');
    await body.findByRole('option', { name: 'Software' });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Software, category of Slack' })).toHaveFocus(),
    );
    // The editor and its list have left the page (the accessibility check runs after this).
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
  },
};
