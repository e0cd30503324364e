import { createContext, useContext, type ReactNode } from 'react';

import { classNames } from '../../css/classNames';
import { responsiveClassNames, type ResponsiveValue } from '../../css/responsive';
import type { Breakpoint } from '../../themes/breakpoints';
import type { vars } from '../../themes/vars.css';
import * as styles from './Columns.css';

type Space = keyof typeof vars.space;

export const columnWidths = [
  '1/2',
  '1/3',
  '2/3',
  '1/4',
  '3/4',
  '1/5',
  '2/5',
  '3/5',
  '4/5',
] as const;
export type ColumnWidth = (typeof columnWidths)[number] | 'content';

const CollapseContext = createContext<Breakpoint | undefined>(undefined);

export interface ColumnsProps {
  /** Space between columns (and between rows once collapsed); responsive. */
  space: ResponsiveValue<Space>;
  /** Stack the columns below this breakpoint. */
  collapseBelow?: Breakpoint;
  /** @default 'stretch' */
  alignY?: keyof typeof styles.alignY;
  children: ReactNode;
}

/** A row of `Column`s with a gap between them; fluid columns share what is left. */
export function Columns({ space, collapseBelow, alignY = 'stretch', children }: ColumnsProps) {
  return (
    <div
      className={classNames(
        styles.columns,
        ...responsiveClassNames(space, styles.gap),
        styles.alignY[alignY],
        collapseBelow && styles.collapseBelow[collapseBelow],
      )}
    >
      <CollapseContext.Provider value={collapseBelow}>{children}</CollapseContext.Provider>
    </div>
  );
}

export interface ColumnProps {
  /** A fraction of the row, `content` for the content's width; fluid when omitted. */
  width?: ColumnWidth;
  children: ReactNode;
}

export function Column({ width, children }: ColumnProps) {
  const collapseBelow = useContext(CollapseContext);
  return (
    <div
      className={classNames(
        styles.column,
        width === undefined
          ? styles.fluid
          : width === 'content'
            ? styles.content
            : styles.width[width],
        collapseBelow && styles.columnCollapseBelow[collapseBelow],
      )}
    >
      {children}
    </div>
  );
}
