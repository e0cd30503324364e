import { createVar, style, styleVariants } from '@vanilla-extract/css';

import { vars } from '../../themes/vars.css';

const gapVar = createVar();

export const tiles = style({ display: 'grid', width: '100%' });

export const gap = styleVariants(vars.space, (space) => ({
  gap: space,
  vars: { [gapVar]: space },
}));

/** A tile's least width. */
export const minWidths = { small: '10rem', medium: '13rem', large: '18rem' } as const;
export type TileWidth = keyof typeof minWidths;

export const maxColumns = [2, 3, 4] as const;
export type TileColumns = (typeof maxColumns)[number];

const layouts = Object.fromEntries(
  maxColumns.flatMap((columns) =>
    (Object.keys(minWidths) as TileWidth[]).map((width) => [
      `${String(columns)}-${width}`,
      { columns, width },
    ]),
  ),
) as Record<`${TileColumns}-${TileWidth}`, { columns: TileColumns; width: TileWidth }>;

/**
 * As many tiles a row as fit at their least width, and never more than `columns`: a tile is
 * at least the larger of its least width and a full row's share, and at most the whole row.
 */
export const layout = styleVariants(layouts, ({ columns, width }) => {
  const share = `calc((100% - ${String(columns - 1)} * ${gapVar}) / ${String(columns)})`;
  return {
    gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, max(${minWidths[width]}, ${share})), 1fr))`,
  };
});
