// The category-mapping grid the story shows and the test drives: one source for both.
import { useState } from 'react';

import { ComboBox, ComboBoxItem } from '../ComboBox/ComboBox';
import { Table, type TableColumn } from '../Table/Table';
import { EditableCell } from './EditableCell';

export const categories = ['Advertising', 'Entertainment', 'Software', 'Travel'].map((name) => ({
  id: name.toLowerCase(),
  name,
}));

interface Row {
  id: string;
  merchant: string;
  category: string | null;
  memo: string;
}

/** Merchants mapped to categories; the memo column is already synced, so it opens nothing. */
export function MappingGrid({ onChange }: { onChange: (id: string, category: string) => void }) {
  const [rows, setRows] = useState<Row[]>([
    { id: 'r1', merchant: 'Uber', category: 'travel', memo: 'Airport' },
    { id: 'r2', merchant: 'Slack', category: null, memo: 'Seats' },
    { id: 'r3', merchant: 'Meta Ads', category: 'advertising', memo: 'Spring campaign' },
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
                    all.map((item) => (item.id === row.id ? { ...item, category: key } : item)),
                  );
                  onChange(row.id, key);
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
