import { useMemo, useRef, useState, type ReactNode } from 'react';
import { FocusScope } from 'react-aria/FocusScope';
import { mergeProps } from 'react-aria/mergeProps';
import { useFocusRing } from 'react-aria/useFocusRing';
import { useHover } from 'react-aria/useHover';
import {
  useTable,
  useTableCell,
  useTableColumnHeader,
  useTableHeaderRow,
  useTableRow,
  useTableRowGroup,
  useTableSelectAllCheckbox,
  useTableSelectionCheckbox,
} from 'react-aria/useTable';
import type {
  Key,
  Selection,
  SortDescriptor,
  TableProps as AriaTableProps,
} from 'react-aria-components/Table';
import { CheckboxButton, CheckboxField } from 'react-aria-components/Checkbox';
import {
  Cell,
  Column,
  Row,
  TableBody,
  TableHeader,
  useTableState,
  type TableState,
} from 'react-stately/useTableState';

import { classNames } from '../../css/classNames';
import { visuallyHidden } from '../../css/visuallyHidden.css';
import { CheckboxMark } from '../Checkbox/Checkbox';
import * as checkboxStyles from '../Checkbox/Checkbox.css';
import { SortIcon } from '../icons/icons';
import * as styles from './Table.css';
import type { CollapseBreakpoint, ColumnWidth, TableDensity } from './Table.css';

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
  /**
   * `compact`: smaller text and padding, headers wrapping between words and editable cells
   * narrower, for a grid of many columns that must fit the screen. @default 'standard'
   */
  density?: TableDensity;
  /**
   * Other rows are on their way (a new sort, filter or page) while these stay on screen:
   * `aria-busy`, so assistive technology waits for them, and the rows are dimmed.
   */
  isBusy?: boolean;
}

/**
 * One row as the table's collection holds it: a new object whenever what its cells show may
 * have changed (its row, the columns or a dependency), for the collection keeps the cells it
 * built for an object.
 */
interface RowItem<T> {
  id: Key;
  row: T;
  /** What the row's cells were drawn with besides the row. */
  columns: readonly TableColumn<T>[];
  dependencies: readonly unknown[];
}

type State<T> = TableState<RowItem<T>>;
type ColumnNode<T> = State<T>['collection']['columns'][number];

/** The nodes under a node of the table's collection (header row, columns; body, rows; cells). */
const childrenOf = <T,>(state: State<T>, key: Key) => [
  ...(state.collection.getChildren?.(key) ?? []),
];

/** The column a header or a cell belongs to: ours, or none for the selection checkboxes. */
const columnOf = <T,>(node: ColumnNode<T> | undefined) =>
  (node?.value ?? null) as TableColumn<T> | null;

function SelectionCheckbox(props: ReturnType<typeof useTableSelectAllCheckbox>['checkboxProps']) {
  return (
    <CheckboxField {...props} className={styles.selectionField}>
      <CheckboxButton className={checkboxStyles.checkbox}>
        {({ isSelected, isIndeterminate }) => (
          <CheckboxMark isSelected={isSelected} isIndeterminate={isIndeterminate} />
        )}
      </CheckboxButton>
    </CheckboxField>
  );
}

function RowGroup({
  element: Element,
  className,
  children,
  empty,
}: {
  element: 'thead' | 'tbody';
  className: string;
  children: ReactNode;
  empty?: boolean;
}) {
  const { rowGroupProps } = useTableRowGroup();
  return (
    <Element {...rowGroupProps} className={className} data-empty={empty || undefined}>
      {children}
    </Element>
  );
}

function HeaderRow<T>({ node, state }: { node: ColumnNode<T>; state: State<T> }) {
  const ref = useRef<HTMLTableRowElement>(null);
  const { rowProps } = useTableHeaderRow({ node }, state, ref);
  return (
    <tr {...rowProps} ref={ref}>
      {childrenOf(state, node.key).map((column) => (
        <ColumnHeader key={column.key} node={column} state={state} />
      ))}
    </tr>
  );
}

function SelectAllCheckbox<T>({ state }: { state: State<T> }) {
  const { checkboxProps } = useTableSelectAllCheckbox(state);
  return <SelectionCheckbox {...checkboxProps} />;
}

function ColumnHeader<T>({ node, state }: { node: ColumnNode<T>; state: State<T> }) {
  const ref = useRef<HTMLTableCellElement>(null);
  const { columnHeaderProps } = useTableColumnHeader({ node }, state, ref);
  const { isFocusVisible, focusProps } = useFocusRing();
  const column = columnOf<T>(node);
  const allowsSorting = column?.allowsSorting ?? false;
  const { hoverProps, isHovered } = useHover({ isDisabled: !allowsSorting });
  const sortDirection =
    state.sortDescriptor?.column === node.key ? state.sortDescriptor.direction : undefined;
  return (
    <th
      {...mergeProps(columnHeaderProps, focusProps, hoverProps)}
      ref={ref}
      className={classNames(
        styles.column,
        column ? styles.align[column.align ?? 'start'] : styles.selectionColumn,
        column?.minWidth && styles.minWidth[column.minWidth],
      )}
      data-hovered={isHovered || undefined}
      data-focus-visible={isFocusVisible || undefined}
      data-allows-sorting={allowsSorting || undefined}
      data-sort-direction={sortDirection}
    >
      {column ? (
        <span className={styles.columnContent}>
          <span className={column.hideHeader ? visuallyHidden : undefined}>{column.name}</span>
          {allowsSorting && (
            <span className={styles.sortIcon} aria-hidden="true">
              <SortIcon size="small" direction={sortDirection} />
            </span>
          )}
        </span>
      ) : (
        <SelectAllCheckbox state={state} />
      )}
    </th>
  );
}

function BodyRow<T>({ node, state }: { node: ColumnNode<T>; state: State<T> }) {
  const ref = useRef<HTMLTableRowElement>(null);
  const { rowProps, isSelected, isDisabled, allowsSelection, hasAction } = useTableRow(
    { node },
    state,
    ref,
  );
  const { isFocusVisible, focusProps } = useFocusRing();
  const { hoverProps, isHovered } = useHover({ isDisabled: !allowsSelection && !hasAction });
  return (
    <tr
      {...mergeProps(rowProps, focusProps, hoverProps)}
      ref={ref}
      className={classNames(styles.row, styles.collapsedRow)}
      data-hovered={isHovered || undefined}
      data-selected={isSelected || undefined}
      data-disabled={isDisabled || undefined}
      data-focus-visible={isFocusVisible || undefined}
      data-action={hasAction || undefined}
    >
      {childrenOf(state, node.key).map((cell) => (
        <BodyCell key={cell.key} node={cell} state={state} />
      ))}
    </tr>
  );
}

function RowCheckbox<T>({ rowKey, state }: { rowKey: Key; state: State<T> }) {
  const { checkboxProps } = useTableSelectionCheckbox({ key: rowKey }, state);
  return <SelectionCheckbox {...checkboxProps} />;
}

function BodyCell<T>({ node, state }: { node: ColumnNode<T>; state: State<T> }) {
  const ref = useRef<HTMLTableCellElement>(null);
  const { gridCellProps } = useTableCell({ node }, state, ref);
  const { isFocusVisible, focusProps } = useFocusRing();
  const column = columnOf<T>(state.collection.columns[node.index]);
  return (
    <td
      {...mergeProps(gridCellProps, focusProps)}
      ref={ref}
      className={classNames(
        styles.cell,
        column ? styles.align[column.align ?? 'start'] : styles.selectionCell,
        column?.fill && styles.fillCell,
        column?.noWrap && styles.noWrap,
        column && styles.collapsedCell,
      )}
      data-focus-visible={isFocusVisible || undefined}
    >
      {column ? (
        <>
          {!column.hideHeader && (
            <span className={styles.cellName} aria-hidden="true">
              {column.name}
            </span>
          )}
          {node.rendered}
        </>
      ) : (
        node.parentKey != null && <RowCheckbox rowKey={node.parentKey} state={state} />
      )}
    </td>
  );
}

/**
 * The same array while its values stay the same (`Object.is`), so it can be one dependency of
 * a hook; a new one when a value changes.
 */
function useShallowStable<V extends readonly unknown[]>(values: V): V {
  const [stable, setStable] = useState(values);
  const same =
    stable.length === values.length &&
    stable.every((value, index) => Object.is(value, values[index]));
  if (same) return stable;
  setStable(values);
  return values;
}

/**
 * The `<table>` element with react-aria's grid behaviour. Apart from the rows it holds, which
 * the Table draws and passes in: what only the grid keeps (the id of its sort description,
 * which react-aria sets just after the table mounts, and its focus ring) draws the grid again,
 * not every row and cell with it, in the same long task as the mount.
 */
function Grid<T>({
  options,
  state,
  isBusy,
  density,
  children,
}: {
  options: Parameters<typeof useTable>[0];
  state: State<T>;
  isBusy: boolean;
  density: TableDensity;
  children: ReactNode;
}) {
  const ref = useRef<HTMLTableElement>(null);
  const { gridProps } = useTable(options, state, ref);
  const { isFocusVisible, focusProps } = useFocusRing();
  return (
    <table
      {...mergeProps(gridProps, focusProps)}
      ref={ref}
      className={classNames(styles.table, styles.density[density], styles.collapsedTable)}
      data-focus-visible={isFocusVisible || undefined}
      aria-busy={isBusy || undefined}
    >
      {children}
    </table>
  );
}

/**
 * A data table with keyboard navigation (arrow keys between rows and cells, Enter for the row
 * action), sortable columns (the app sorts; the table shows and announces the direction),
 * optional selection, and an empty state.
 *
 * Built on react-aria's table hooks and react-stately's table state rather than the
 * react-aria-components Table, which brings its drag-and-drop and tree code to every page
 * showing a table: no table of ours drags, drops or nests rows.
 */
export function Table<T extends { id: Key }>({
  columns,
  rows,
  emptyState,
  collapseBelow,
  collapsedToolbar,
  showSelectionCheckboxes = false,
  dependencies = [],
  isBusy = false,
  density = 'standard',
  ...props
}: TableProps<T>) {
  const checkboxes = showSelectionCheckboxes && props.selectionMode === 'multiple';
  // New items (and so newly drawn cells) when the rows, the columns or a dependency change.
  const stableDependencies = useShallowStable(dependencies);
  const items = useMemo(
    (): RowItem<T>[] =>
      rows.map((row) => ({ id: row.id, row, columns, dependencies: stableDependencies })),
    [rows, columns, stableDependencies],
  );
  const columnsById = useMemo(
    () => new Map(columns.map((column) => [column.id, column])),
    [columns],
  );
  const state = useTableState<RowItem<T>>({
    ...props,
    showSelectionCheckboxes: checkboxes,
    children: [
      <TableHeader key="header" columns={columns}>
        {(column) => (
          <Column isRowHeader={column.isRowHeader} allowsSorting={column.allowsSorting}>
            {column.name}
          </Column>
        )}
      </TableHeader>,
      <TableBody key="body" items={items}>
        {(item) => (
          <Row>
            {(columnKey) => <Cell>{columnsById.get(String(columnKey))?.render(item.row)}</Cell>}
          </Row>
        )}
      </TableBody>,
    ],
  });
  const { collection } = state;
  const bodyRows = childrenOf(state, collection.body.key);
  return (
    <div className={classNames(styles.container, collapseBelow && styles.collapse[collapseBelow])}>
      {collapseBelow && collapsedToolbar && (
        <div className={classNames(styles.collapsedToolbar, styles.collapsedToolbarSpace)}>
          {collapsedToolbar}
        </div>
      )}
      <div className={classNames(styles.wrapper, styles.collapsedWrapper)}>
        <FocusScope>
          <Grid options={props} state={state} isBusy={isBusy} density={density}>
            <RowGroup element="thead" className={classNames(styles.header, styles.collapsedHeader)}>
              {collection.headerRows.map((headerRow) => (
                <HeaderRow key={headerRow.key} node={headerRow} state={state} />
              ))}
            </RowGroup>
            <RowGroup
              element="tbody"
              className={classNames(styles.empty, styles.collapsedBody)}
              empty={bodyRows.length === 0}
            >
              {bodyRows.map((row) => (
                <BodyRow key={row.key} node={row} state={state} />
              ))}
              {bodyRows.length === 0 && emptyState !== undefined && (
                <tr role="row">
                  <td role="rowheader" colSpan={collection.columnCount}>
                    {emptyState}
                  </td>
                </tr>
              )}
            </RowGroup>
          </Grid>
        </FocusScope>
      </div>
    </div>
  );
}
