import { DescriptionList, type DescriptionListItem, Stack } from '@outlay/design-system';
import type { ReactNode } from 'react';

interface EntryLayoutProps {
  /** The amount and icon under the drawer's title. */
  summary: ReactNode;
  /** What the spec lists for the entry's kind, as terms and descriptions. */
  facts: readonly DescriptionListItem[];
  /** The kind's sections below its facts (merchant, receipts, memo, accounting…). */
  children?: ReactNode;
}

/** Every entry's view in the drawer, whatever its kind: the summary, its facts, its sections. */
export function EntryLayout({ summary, facts, children }: EntryLayoutProps) {
  return (
    <Stack space="large">
      {summary}
      <DescriptionList items={facts} />
      {children}
    </Stack>
  );
}
