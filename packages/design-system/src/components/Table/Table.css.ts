import {
  createContainer,
  globalStyle,
  style,
  styleVariants,
  type StyleRule,
} from '@vanilla-extract/css';

import { compactTable } from '../../css/density.css';
import { focusRingInset } from '../../css/focusRing';
import { breakpoints } from '../../themes/breakpoints';
import { vars } from '../../themes/vars.css';

const tableContainer = createContainer();

/** The table's own width decides its layout: the same screen leaves it more or less room. */
export const container = style({
  containerType: 'inline-size',
  containerName: tableContainer,
  width: '100%',
});

export const wrapper = style({
  width: '100%',
  overflowX: 'auto',
  borderRadius: vars.radius.medium,
  border: `${vars.border.width.standard} solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.background.surface,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  borderSpacing: 0,
  outline: 'none',
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.foreground.text,
  selectors: { '&[data-focus-visible]': focusRingInset },
});

// Rows of the last answer while the next comes: still readable, plainly not final.
globalStyle(`${table}[aria-busy="true"] tbody`, { opacity: 0.6 });

export const header = style({
  backgroundColor: vars.color.background.surfaceMuted,
});

export { compactTable };

/** How much room the cells take: `compact` for a grid of many columns. */
export const density = styleVariants({
  standard: {},
  compact: [
    compactTable,
    { fontSize: vars.text.xsmall.fontSize, lineHeight: vars.text.xsmall.lineHeight },
  ],
});
export type TableDensity = keyof typeof density;

export const column = style({
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  borderBottom: `${vars.border.width.standard} solid ${vars.color.border.subtle}`,
  color: vars.color.foreground.textMuted,
  fontWeight: vars.font.weight.strong,
  textAlign: 'start',
  whiteSpace: 'nowrap',
  outline: 'none',
  cursor: 'default',
  selectors: {
    '&[data-allows-sorting]': { cursor: 'pointer' },
    '&[data-hovered][data-allows-sorting]': { color: vars.color.foreground.text },
    '&[data-focus-visible]': focusRingInset,
    // Headers wrap between words there: "Tracking categories" on two lines, not 170 px.
    [`${compactTable} &`]: { paddingInline: vars.space.small, whiteSpace: 'normal' },
  },
});

export const columnContent = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
});

export const sortIcon = style({
  display: 'inline-flex',
  color: vars.color.foreground.textMuted,
  selectors: {
    [`${column}:not([aria-sort]) &`]: { opacity: 0.5 },
  },
});

export const row = style({
  outline: 'none',
  selectors: {
    '&:not(:last-child)': {
      borderBottom: `${vars.border.width.standard} solid ${vars.color.border.subtle}`,
    },
    '&[data-hovered]': { backgroundColor: vars.color.background.hover },
    '&[data-href], &[data-action]': { cursor: 'pointer' },
    '&[data-selected]': { backgroundColor: vars.color.background.selected },
    '&[data-focus-visible]': focusRingInset,
  },
});

export const cell = style({
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.medium,
  verticalAlign: 'middle',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRingInset,
    // A word longer than its column (a pasted memo, a reference) breaks rather than widening
    // the grid past the screen.
    [`${compactTable} &`]: {
      paddingBlock: vars.space.small,
      paddingInline: vars.space.small,
      overflowWrap: 'anywhere',
    },
  },
});

export const align = styleVariants({
  start: { textAlign: 'start' },
  // An amount and its currency code stay on one line ("USD" never drops under the figure).
  end: { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
});

export const empty = style({
  padding: 0,
});

/**
 * Card layout where the table is narrow: when the table itself is narrower than the breakpoint
 * (the sidebar open or not, a wide screen or a phone), each row becomes a card and each cell a
 * "name … value" line. The header row stays for screen readers (the grid keeps its roles).
 */
export const collapsibleBreakpoints = ['sm', 'md', 'lg'] as const;
export type CollapseBreakpoint = (typeof collapsibleBreakpoints)[number];

export const collapse = styleVariants({ sm: {}, md: {}, lg: {} });

function whenCollapsed(rule: StyleRule): StyleRule {
  return {
    '@container': Object.fromEntries(
      collapsibleBreakpoints.map((breakpoint) => [
        `${tableContainer} (max-width: ${String(breakpoints[breakpoint] - 0.02)}px)`,
        { selectors: { [`${collapse[breakpoint]} &`]: rule } },
      ]),
    ),
  };
}

/** What the card layout needs above the cards (a sort select: the headers are hidden). */
export const collapsedToolbar = style({ display: 'none', ...whenCollapsed({ display: 'block' }) });
export const collapsedToolbarSpace = style({ marginBlockEnd: vars.space.medium });

export const collapsedWrapper = style(
  whenCollapsed({ border: 0, backgroundColor: 'transparent', overflowX: 'visible' }),
);

export const collapsedTable = style(whenCollapsed({ display: 'block' }));

export const collapsedHeader = style(
  whenCollapsed({
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  }),
);

export const collapsedBody = style(
  whenCollapsed({ display: 'flex', flexDirection: 'column', gap: vars.space.small }),
);

export const collapsedRow = style(
  whenCollapsed({
    display: 'flex',
    flexDirection: 'column',
    paddingBlock: vars.space.xsmall,
    borderRadius: vars.radius.medium,
    border: `${vars.border.width.standard} solid ${vars.color.border.subtle}`,
    backgroundColor: vars.color.background.surface,
  }),
);

/**
 * A cell its control fills: no padding, and a 1px height that lets the control's `height:
 * 100%` reach the row's full height (a table cell's height is a minimum).
 */
export const fillCell = style({
  padding: 0,
  height: '1px',
  // The compact cell's padding is its control's there too.
  selectors: { [`${compactTable} &`]: { padding: 0 } },
});

export const collapsedCell = style(
  whenCollapsed({
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: vars.space.medium,
    paddingBlock: vars.space.xsmall,
    textAlign: 'end',
  }),
);

/** The column name before the value, shown only in the card layout (hidden from screen readers,
 * which announce the column header themselves). */
export const cellName = style({
  display: 'none',
  ...whenCollapsed({
    display: 'inline',
    color: vars.color.foreground.textMuted,
    fontWeight: vars.font.weight.medium,
    textAlign: 'start',
  }),
});

/** The checkbox column of a table with selection checkboxes. */
export const selectionColumn = style({ width: '1%', paddingInlineEnd: 0 });
export const selectionCell = style({ width: '1%', paddingInlineEnd: 0 });
export const selectionField = style({ display: 'inline-flex' });

export const columnWidths = ['small', 'medium', 'large'] as const;
export type ColumnWidth = (typeof columnWidths)[number];
export const minWidth = styleVariants({
  small: { minWidth: '8rem' },
  medium: { minWidth: '11rem' },
  large: { minWidth: '15rem' },
});
export const noWrap = style({ whiteSpace: 'nowrap' });
