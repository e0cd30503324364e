import type { ReactNode } from 'react';

import { classNames } from '../../css/classNames';
import * as reset from '../../css/reset.css';
import { sprinkles, type Sprinkles } from '../../css/sprinkles.css';
import type { Breakpoint } from '../../themes/breakpoints';
import * as styles from './Inline.css';

export const inlineAlignments = ['left', 'center', 'right', 'spaceBetween'] as const;
export const inlineVerticalAlignments = ['top', 'center', 'bottom', 'baseline'] as const;

const justify = {
  left: 'flex-start',
  center: 'center',
  right: 'flex-end',
  spaceBetween: 'space-between',
} as const;
const alignY = {
  top: 'flex-start',
  center: 'center',
  bottom: 'flex-end',
  baseline: 'baseline',
} as const;

export interface InlineProps {
  /** Space between items, horizontally and between wrapped lines; responsive. */
  space: Sprinkles['gap'];
  /** @default 'left' */
  align?: (typeof inlineAlignments)[number];
  /** @default 'center' */
  alignY?: (typeof inlineVerticalAlignments)[number];
  /** Stack the items vertically below this breakpoint. */
  collapseBelow?: Breakpoint;
  /** @default 'div' */
  component?: 'div' | 'ul' | 'span';
  'aria-label'?: string;
  children: ReactNode;
}

/** Lays children out in a row that wraps, with even space between them. */
export function Inline({
  space,
  align = 'left',
  alignY: vertical = 'center',
  collapseBelow,
  component: Component = 'div',
  children,
  ...aria
}: InlineProps) {
  return (
    <Component
      {...aria}
      className={classNames(
        reset.base,
        Component === 'ul' && reset.list,
        sprinkles({
          display: 'flex',
          flexWrap: 'wrap',
          gap: space,
          justifyContent: justify[align],
          alignItems: alignY[vertical],
        }),
        collapseBelow && styles.collapseBelow[collapseBelow],
      )}
    >
      {children}
    </Component>
  );
}
