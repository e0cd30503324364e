import { style } from '@vanilla-extract/css';

/**
 * Set on a compact table: its cells, and the controls that fill them (an `EditableCell`),
 * take less room, so a wide grid (the accounting mapping table's eleven columns) fits the
 * screen instead of scrolling sideways. Shared here so a cell's control needs no import of
 * the Table.
 */
export const compactTable = style({});
