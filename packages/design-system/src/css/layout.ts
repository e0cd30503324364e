/** Parts stacked in a column, `gap` apart: a field's label, control and help; a bar and its legend. */
export function stacked(gap: string) {
  return { display: 'flex', flexDirection: 'column', gap } as const;
}
