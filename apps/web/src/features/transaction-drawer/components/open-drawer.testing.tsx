// Opens the drawer on one entry as the dashboard would, with spies for what it tells the page.
import { screen } from '@testing-library/react';
import { beforeAll, vi } from 'vitest';
import TransactionDrawer, { type TransactionDrawerProps } from './transaction-drawer';
import type { EntryRef } from '@/entries/entry-ref';
import type { EntrySections } from '../model/entry-sections';
import { startMockServer } from '@/testing/mock-server';
import { prepareApp, renderApp } from '@/testing/render-app';

// The sections other features own are the app's to give (app/routes/entry-drawer.tsx).
const noSections: EntrySections = { satInvoices: () => null, accounting: () => null };

export function openDrawer(entry: EntryRef, props: Partial<TransactionDrawerProps> = {}) {
  const spies = {
    loadPage:
      props.loadPage ?? vi.fn<TransactionDrawerProps['loadPage']>(() => Promise.resolve([])),
    onMove: vi.fn<TransactionDrawerProps['onMove']>(),
    onClose: vi.fn<TransactionDrawerProps['onClose']>(),
    onFilesChanged: vi.fn<TransactionDrawerProps['onFilesChanged']>(),
  };
  const rendered = renderApp(
    <TransactionDrawer
      entry={entry}
      page={1}
      pageCount={1}
      rows={[]}
      sections={noSections}
      {...spies}
      {...props}
    />,
  );
  return { ...rendered, ...spies };
}

/** The text of the description next to a term (`dt`) of the drawer's lists. */
export function valueOf(term: string): string | null | undefined {
  return screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
}

/**
 * What every test file of the drawer starts with: the mock server, and the drawer's messages
 * with the files it reads from disk in Node.
 */
export function setUpDrawerTests() {
  const server = startMockServer();
  beforeAll(async () => {
    await prepareApp(['transaction-drawer'], { nodeFiles: true });
  });
  return server;
}
