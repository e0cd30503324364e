import type { ReactNode } from 'react';

import { classNames } from '../../css/classNames';
import type { vars } from '../../themes/vars.css';
import * as styles from './Tiles.css';

export interface TilesProps {
  /** Space between tiles, across and down. */
  space: keyof typeof vars.space;
  /** The most tiles a row holds. @default 3 */
  columns?: styles.TileColumns;
  /** A tile's least width (small 10rem, medium 13rem, large 18rem): fewer a row below it. */
  minWidth?: styles.TileWidth;
  children: ReactNode;
}

/**
 * Equal tiles in rows that follow the room they are given, not the screen: figures three a
 * row beside a wide table, one a row in a narrow column, with no breakpoint to tune.
 */
export function Tiles({ space, columns = 3, minWidth = 'medium', children }: TilesProps) {
  return (
    <div
      className={classNames(
        styles.tiles,
        styles.gap[space],
        styles.layout[
          `${String(columns)}-${minWidth}` as `${styles.TileColumns}-${styles.TileWidth}`
        ],
      )}
    >
      {children}
    </div>
  );
}
