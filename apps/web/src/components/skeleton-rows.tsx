import { Skeleton, type SkeletonProps, type TableColumn } from '@outlay/design-system';

/** A row that holds a table's place until its first page arrives. */
export interface SkeletonRow {
  id: string;
  skeleton: true;
}

/** A column of a table that loads: how wide its skeleton cell is meanwhile (3/4 unless set). */
export interface LoadingColumn<Row> extends TableColumn<Row> {
  skeletonWidth?: SkeletonProps['width'];
}

/** `count` skeleton rows, as many as the page will hold, so the table keeps its height. */
export const skeletonRows = (count: number): SkeletonRow[] =>
  Array.from({ length: count }, (_, index) => ({ id: `skeleton-${index}`, skeleton: true }));

export const isSkeletonRow = (row: object): row is SkeletonRow => 'skeleton' in row;

/**
 * The columns of a table whose rows load (the cards, the transactions): in a skeleton row each
 * cell is a skeleton named `label` ("Loading…" in the page's words), else the column's own cell.
 */
export function withSkeletonCells<Row extends object>(
  columns: readonly LoadingColumn<Row>[],
  label: string,
): TableColumn<Row | SkeletonRow>[] {
  return columns.map(({ skeletonWidth = '3/4', render, ...column }) => ({
    ...column,
    render: (row) =>
      isSkeletonRow(row) ? <Skeleton width={skeletonWidth} label={label} /> : render(row),
  }));
}
