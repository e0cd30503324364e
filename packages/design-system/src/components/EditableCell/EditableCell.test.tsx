import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';

import { renderWithProviders } from '../../test/render';
import { ComboBox, ComboBoxItem } from '../ComboBox/ComboBox';
import { Table, type TableColumn } from '../Table/Table';
import { EditableCell } from './EditableCell';

const categories = [
  { id: 'software', name: 'Software' },
  { id: 'travel', name: 'Travel' },
];

interface Row {
  id: string;
  merchant: string;
  category: string | null;
  memo: string;
}

function Grid({ onEdit }: { onEdit: (id: string, category: string) => void }) {
  const [rows, setRows] = useState<Row[]>([
    { id: 'r1', merchant: 'Uber', category: 'travel', memo: 'Airport' },
    { id: 'r2', merchant: 'Slack', category: null, memo: 'Seats' },
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
            editor={(close) => (
              <ComboBox
                label="Category"
                defaultItems={categories}
                autoFocus
                onChange={(key) => {
                  if (typeof key !== 'string') return;
                  setRows((all) =>
                    all.map((item) => (item.id === row.id ? { ...item, category: key } : item)),
                  );
                  onEdit(row.id, key);
                  close();
                }}
              >
                {(item) => <ComboBoxItem id={item.id}>{item.name}</ComboBoxItem>}
              </ComboBox>
            )}
          >
            {name ?? 'Choose a category'}
          </EditableCell>
        );
      },
    },
    {
      id: 'memo',
      name: 'Memo',
      fill: true,
      render: (row) => (
        <EditableCell
          aria-label={`${row.memo}, memo of ${row.merchant}`}
          editorTitle="Memo"
          isDisabled
          editor={() => null}
        >
          {row.memo}
        </EditableCell>
      ),
    },
  ];
  return <Table aria-label="Mapping" columns={columns} rows={rows} />;
}

describe('EditableCell', () => {
  it('moves between cells with the arrow keys, edits on Enter and returns focus', async () => {
    const onEdit = vi.fn();
    await renderWithProviders(<Grid onEdit={onEdit} />);
    await userEvent.keyboard('{Tab}');
    // The first row, then its cells.
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    const uber = page.getByRole('button', { name: 'Travel, category of Uber' });
    await expect.element(uber).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const slack = page.getByRole('button', { name: 'Choose a category for Slack' });
    await expect.element(slack).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('dialog', { name: 'Category' })).toBeVisible();
    await userEvent.keyboard('soft');
    await expect.element(page.getByRole('option', { name: 'Software' })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await vi.waitFor(() => {
      expect(onEdit).toHaveBeenCalledWith('r2', 'software');
    });
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await expect
      .element(page.getByRole('button', { name: 'Software, category of Slack' }))
      .toHaveFocus();
  });

  it('cancels on Escape, leaving the value as it was', async () => {
    const onEdit = vi.fn();
    await renderWithProviders(<Grid onEdit={onEdit} />);
    const uber = page.getByRole('button', { name: 'Travel, category of Uber' });
    await uber.click();
    await expect.element(page.getByRole('dialog', { name: 'Category' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await expect.element(uber).toHaveFocus();
    expect(onEdit).not.toHaveBeenCalled();
  });

  it('puts focus back on the cell after a choice made with the pointer', async () => {
    const onEdit = vi.fn();
    await renderWithProviders(<Grid onEdit={onEdit} />);
    await page.getByRole('button', { name: 'Choose a category for Slack' }).click();
    await userEvent.keyboard('soft');
    await page.getByRole('option', { name: 'Software' }).click();
    await vi.waitFor(() => {
      expect(onEdit).toHaveBeenCalledWith('r2', 'software');
    });
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await expect
      .element(page.getByRole('button', { name: 'Software, category of Slack' }))
      .toHaveFocus();
  });

  it('opens nothing once disabled', async () => {
    await renderWithProviders(<Grid onEdit={vi.fn()} />);
    const memo = page.getByRole('button', { name: 'Airport, memo of Uber' });
    await expect.element(memo).toBeDisabled();
  });
});
