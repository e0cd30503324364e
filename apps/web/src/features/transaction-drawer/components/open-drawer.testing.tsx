// Opens the drawer on one entry as the dashboard would, with spies for what it tells the page.
import { vi } from 'vitest';
import TransactionDrawer, { type TransactionDrawerProps } from './transaction-drawer';
import type { EntryRef } from '../../../entries/entry-ref';
import { renderApp } from '../../../testing/render-app';

export function openDrawer(entry: EntryRef, props: Partial<TransactionDrawerProps> = {}) {
  const spies = {
    loadPage:
      props.loadPage ?? vi.fn<TransactionDrawerProps['loadPage']>(() => Promise.resolve([])),
    onMove: vi.fn<TransactionDrawerProps['onMove']>(),
    onClose: vi.fn<TransactionDrawerProps['onClose']>(),
    onFilesChanged: vi.fn<TransactionDrawerProps['onFilesChanged']>(),
  };
  const rendered = renderApp(
    <TransactionDrawer entry={entry} page={1} pageCount={1} rows={[]} {...spies} {...props} />,
  );
  return { ...rendered, ...spies };
}

/** The text of the description next to a term of the drawer's lists. */
export function valueOf(term: HTMLElement): string | null | undefined {
  return term.nextElementSibling?.textContent;
}
