import type { CompanyDocumentKind } from '@outlay/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { operationKey, operationQuery } from '@/lib/operation-query';

/** The key of every documents read: what an upload invalidates. */
export const documentsKey = operationKey('get', '/v2/web/documents');

/** A page of documents a list shows. */
export const DOCUMENTS_PAGE_SIZE = 25;

export interface DocumentsQuery {
  search: string;
  kind: CompanyDocumentKind | null;
  /** Zero-based. */
  page: number;
}

/** One page of the company's documents the caller sees, searched and filtered on the server. */
export const documentsQuery = (
  { search, kind, page }: DocumentsQuery,
  /** Read again this often (ms) while something on the page changes on the server. */
  pollMs: number | false = false,
) =>
  queryOptions({
    ...operationQuery('get', '/v2/web/documents', {
      params: {
        query: {
          ...(search === '' ? {} : { search }),
          ...(kind === null ? {} : { kind }),
          page: page + 1,
          pageSize: DOCUMENTS_PAGE_SIZE,
        },
      },
    }),
    // The page on screen stays while the next one (another search, kind or page) loads.
    placeholderData: keepPreviousData,
    refetchInterval: pollMs,
  });

export function useDocuments(query: DocumentsQuery, pollMs: number | false = false) {
  return useQuery(documentsQuery(query, pollMs));
}
