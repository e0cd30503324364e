import type { CompanyDocumentKind } from '@outlay/api-client';

export const DOCUMENT_KINDS: readonly CompanyDocumentKind[] = [
  'statement',
  'agreement',
  'transfer-confirmation',
  'card',
  'tax',
  'upload',
];
/** The contract's longest search and last page. */
const MAX_SEARCH = 100;
const MAX_PAGE = 10_000;

/** What the documents page shows: a search, a kind and a zero-based page. */
export interface DocumentsView {
  search: string;
  kind: CompanyDocumentKind | null;
  page: number;
}

/**
 * The page's view in the address, defaults left out: `q` (search), `kind` and `page` (from 1),
 * so a reload, a shared link or Back shows the same documents.
 */
export function parseDocumentsView(search: string): DocumentsView {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page'));
  return {
    search: (params.get('q') ?? '').trim().slice(0, MAX_SEARCH),
    kind: DOCUMENT_KINDS.find((kind) => kind === params.get('kind')) ?? null,
    page: Number.isInteger(page) && page > 1 ? Math.min(page, MAX_PAGE) - 1 : 0,
  };
}

/** The address's query with the view written in; other parameters stay as they are. */
export function withDocumentsView(search: string, view: DocumentsView): string {
  const params = new URLSearchParams(search);
  const put = (key: string, value: string | null) => {
    if (value === null) params.delete(key);
    else params.set(key, value);
  };
  const text = view.search.trim();
  put('q', text === '' ? null : text);
  put('kind', view.kind);
  put('page', view.page > 0 ? String(view.page + 1) : null);
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}
