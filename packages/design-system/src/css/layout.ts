/** Parts stacked in a column, `gap` apart: a field's label, control and help; a bar and its legend. */
export function stacked(gap: string) {
  return { display: 'flex', flexDirection: 'column', gap } as const;
}

/** Parts side by side, `gap` apart, lined up across the row: an icon and its label, a group of actions. */
export function inRow(gap: string, alignItems: 'center' | 'flex-start' = 'center') {
  return { display: 'flex', alignItems, gap } as const;
}
