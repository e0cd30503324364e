import type { ReactNode } from 'react';
import { CheckboxButton, CheckboxField } from 'react-aria-components/Checkbox';
import { Collection } from 'react-aria-components/Collection';
import {
  Cell,
  Column,
  Row,
  Table as AriaTable,
  TableBody,
  TableHeader,
  type Key,
  type Selection,
  type SortDescriptor,
  type TableProps as AriaTableProps,
} from 'react-aria-components/Table';

import { classNames } from '../../css/classNames';
import { visuallyHidden } from '../../css/visuallyHidden.css';
import { CheckboxMark } from '../Checkbox/Checkbox';
import * as checkboxStyles from '../Checkbox/Checkbox.css';
import { SortIcon } from '../icons/icons';
import * as styles from './Table.css';
import type { CollapseBreakpoint, ColumnWidth } from './Table.css';

export type { Key, Selection, SortDescriptor };

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
  /**
   * The content fills the cell edge to edge (an `EditableCell`): the cell keeps no padding, so
   * its one control is the whole target rather than a button inside a larger focusable cell.
   */
  fill?: boolean;
  /**
   * The least width of the column, so a wide table scrolls sideways instead of squeezing a
   * column's text into a tall sliver.
   */
  minWidth?: ColumnWidth;
  /** Keep the cell on one line (amounts, dates). */
  noWrap?: boolean;
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
  | 'disabledBehavior'
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
  /**
   * With `selectionMode="multiple"`: a first column of checkboxes, "Select all" in the header
   * (named by react-aria in the reader's language, each row's by its row header). Space on a
   * row or its checkbox toggles it.
   */
  showSelectionCheckboxes?: boolean;
  /**
   * Values the cells' `render` reads besides their row (drafts, lookups): rows are drawn again
   * when one changes. A row is drawn again whenever its own object changes.
   */
  dependencies?: readonly unknown[];
}

/** The `slot="selection"` checkbox react-aria fills for a row or for "select all". */
function SelectionCheckbox() {
  return (
    <CheckboxField slot="selection" className={styles.selectionField}>
      <CheckboxButton className={checkboxStyles.checkbox}>
        {({ isSelected, isIndeterminate }) => (
          <CheckboxMark isSelected={isSelected} isIndeterminate={isIndeterminate} />
        )}
      </CheckboxButton>
    </CheckboxField>
  );
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
  showSelectionCheckboxes = false,
  dependencies = [],
  ...props
}: TableProps<T>) {
  const checkboxes = showSelectionCheckboxes && props.selectionMode === 'multiple';
  return (
    <div className={classNames(styles.container, collapseBelow && styles.collapse[collapseBelow])}>
      {collapseBelow && collapsedToolbar && (
        <div className={classNames(styles.collapsedToolbar, styles.collapsedToolbarSpace)}>
          {collapsedToolbar}
        </div>
      )}
      <div className={classNames(styles.wrapper, styles.collapsedWrapper)}>
        <AriaTable {...props} className={classNames(styles.table, styles.collapsedTable)}>
          <TableHeader className={classNames(styles.header, styles.collapsedHeader)}>
            {checkboxes && (
              <Column className={classNames(styles.column, styles.selectionColumn)}>
                <SelectionCheckbox />
              </Column>
            )}
            <Collection items={columns}>
              {(column) => (
                <Column
                  id={column.id}
                  isRowHeader={column.isRowHeader}
                  allowsSorting={column.allowsSorting}
                  textValue={column.name}
                  className={classNames(
                    styles.column,
                    styles.align[column.align ?? 'start'],
                    column.minWidth && styles.minWidth[column.minWidth],
                  )}
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
            </Collection>
          </TableHeader>
          <TableBody
            items={rows}
            dependencies={dependencies}
            renderEmptyState={emptyState === undefined ? undefined : () => emptyState}
            className={classNames(styles.empty, styles.collapsedBody)}
          >
            {(row) => (
              <Row id={row.id} className={classNames(styles.row, styles.collapsedRow)}>
                {checkboxes && (
                  <Cell className={classNames(styles.cell, styles.selectionCell)}>
                    <SelectionCheckbox />
                  </Cell>
                )}
                <Collection items={columns} dependencies={[row, ...dependencies]}>
                  {(column) => (
                    <Cell
                      className={classNames(
                        styles.cell,
                        styles.align[column.align ?? 'start'],
                        column.fill && styles.fillCell,
                        column.noWrap && styles.noWrap,
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
                </Collection>
              </Row>
            )}
          </TableBody>
        </AriaTable>
      </div>
    </div>
  );
}
