/** Parts stacked in a column, `gap` apart: a field's label, control and help; a bar and its legend. */
export function stacked(gap: string) {
  return { display: 'flex', flexDirection: 'column', gap } as const;
}

/** Parts side by side, `gap` apart, lined up across the row: an icon and its label, a group of actions. */
export function inRow(gap: string, alignItems: 'center' | 'flex-start' = 'center') {
  return { display: 'flex', alignItems, gap } as const;
}

/**
 * Parts side by side pushed to the row's two ends, at least `gap` apart: a dialog's title and its
 * close button, a bar's label and its value.
 */
export function inRowApart(gap: string, alignItems: 'center' | 'flex-start' = 'center') {
  return { ...inRow(gap, alignItems), justifyContent: 'space-between' } as const;
}

/** A list drawn without bullets or indent: its component lays the items out. */
export const bareList = { margin: 0, padding: 0, listStyle: 'none' } as const;
