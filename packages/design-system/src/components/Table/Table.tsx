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
import type { CollapseBreakpoint } from './Table.css';

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
  /**
   * When the table is narrower than this breakpoint's width (its own width, not the
   * screen's), each row is drawn as a card of "column name … value" lines. Keyboard and
   * screen-reader behaviour stay those of the grid.
   */
  collapseBelow?: CollapseBreakpoint;
  /**
   * Shown above the cards only, when the rows are cards: the column headers are hidden then,
   * so a control such as a sort select stands in for them.
   */
  collapsedToolbar?: ReactNode;
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
  collapseBelow,
  collapsedToolbar,
  ...props
}: TableProps<T>) {
  return (
    <div className={classNames(styles.container, collapseBelow && styles.collapse[collapseBelow])}>
      {collapseBelow && collapsedToolbar && (
        <div className={classNames(styles.collapsedToolbar, styles.collapsedToolbarSpace)}>
          {collapsedToolbar}
        </div>
      )}
      <div className={classNames(styles.wrapper, styles.collapsedWrapper)}>
        <AriaTable {...props} className={classNames(styles.table, styles.collapsedTable)}>
          <TableHeader
            className={classNames(styles.header, styles.collapsedHeader)}
            columns={columns}
          >
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
            className={classNames(styles.empty, styles.collapsedBody)}
          >
            {(row) => (
              <Row
                id={row.id}
                columns={columns}
                className={classNames(styles.row, styles.collapsedRow)}
              >
                {(column) => (
                  <Cell
                    className={classNames(
                      styles.cell,
                      styles.align[column.align ?? 'start'],
                      styles.collapsedCell,
                    )}
                  >
                    {!column.hideHeader && (
                      <span className={styles.cellName} aria-hidden="true">
                        {column.name}
                      </span>
                    )}
                    {column.render(row)}
                  </Cell>
                )}
              </Row>
            )}
          </TableBody>
        </AriaTable>
      </div>
    </div>
  );
}
