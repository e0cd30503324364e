import type { ReactNode } from 'react';
import {
  Cell,
  Column,
  Row,
  Table as AriaTable,
  TableBody,
  TableHeader,
  type Key,
  type SortDescriptor,
  type TableProps as AriaTableProps,
} from 'react-aria-components/Table';

import { classNames } from '../../css/classNames';
import { visuallyHidden } from '../../css/visuallyHidden.css';
import { SortIcon } from '../icons/icons';
import * as styles from './Table.css';

export type { Key, SortDescriptor };

export interface TableColumn<T> {
  id: string;
  /** The header text; also the column's accessible name. */
  name: string;
  /** Exactly one column names each row for screen readers (Merchant). */
  isRowHeader?: boolean;
  /** Clicking or Enter on the header asks for a sort through `onSortChange`. */
  allowsSorting?: boolean;
  /** `end` for amounts. @default 'start' */
  align?: 'start' | 'end';
  /** Keep the header for screen readers only (an actions column). */
  hideHeader?: boolean;
  /** The cell's content for one row. */
  render: (row: T) => ReactNode;
}

export interface TableProps<T extends { id: Key }> extends Pick<
  AriaTableProps,
  | 'aria-label'
  | 'aria-labelledby'
  | 'sortDescriptor'
  | 'onSortChange'
  | 'onRowAction'
  | 'selectionMode'
  | 'selectedKeys'
  | 'defaultSelectedKeys'
  | 'onSelectionChange'
  | 'disabledKeys'
> {
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
  /** Shown in place of the rows when there are none (an EmptyState such as "No Transactions"). */
  emptyState?: ReactNode;
}

/**
 * A data table with keyboard navigation (arrow keys between rows and cells, Enter for the row
 * action), sortable columns (the app sorts; the table shows and announces the direction),
 * optional selection, and an empty state.
 */
export function Table<T extends { id: Key }>({
  columns,
  rows,
  emptyState,
  ...props
}: TableProps<T>) {
  return (
    <div className={styles.wrapper}>
      <AriaTable {...props} className={styles.table}>
        <TableHeader className={styles.header} columns={columns}>
          {(column) => (
            <Column
              id={column.id}
              isRowHeader={column.isRowHeader}
              allowsSorting={column.allowsSorting}
              textValue={column.name}
              className={classNames(styles.column, styles.align[column.align ?? 'start'])}
            >
              {({ sortDirection, allowsSorting }) => (
                <span className={styles.columnContent}>
                  <span className={column.hideHeader ? visuallyHidden : undefined}>
                    {column.name}
                  </span>
                  {allowsSorting && (
                    <span className={styles.sortIcon} aria-hidden="true">
                      <SortIcon size="small" direction={sortDirection} />
                    </span>
                  )}
                </span>
              )}
            </Column>
          )}
        </TableHeader>
        <TableBody
          items={rows}
          renderEmptyState={emptyState === undefined ? undefined : () => emptyState}
          className={styles.empty}
        >
          {(row) => (
            <Row id={row.id} columns={columns} className={styles.row}>
              {(column) => (
                <Cell className={classNames(styles.cell, styles.align[column.align ?? 'start'])}>
                  {column.render(row)}
                </Cell>
              )}
            </Row>
          )}
        </TableBody>
      </AriaTable>
    </div>
  );
}
