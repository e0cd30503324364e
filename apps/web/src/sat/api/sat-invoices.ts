import { unwrap, type components, type SatInvoiceQuery } from '@outlay/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

export type { SatInvoice, SatInvoiceQuery } from '@outlay/api-client';

export type SatInvoicePage = components['schemas']['SatInvoicePage']['data'];

/** While invoices are still arriving, a page is read again this often. */
const ARRIVING_POLL_MS = 5000;

/** The key of every page of SAT invoices: what a change to a match invalidates. */
export const satInvoicesKeyOfAll = ['sat', 'invoices'] as const;

export const satInvoicesQueryKey = (query: SatInvoiceQuery) =>
  [...satInvoicesKeyOfAll, query] as const;

/**
 * One page of SAT invoices (spec part 2 §7): the company's, or those suggested for an entry
 * (`referenceId` and `referenceType`), ranked by the server. Read again while the SAT is still
 * sending invoices, so the drawer's "storing" turns into suggestions by itself.
 */
export const satInvoicesQuery = (query: SatInvoiceQuery) =>
  queryOptions({
    queryKey: satInvoicesQueryKey(query),
    queryFn: ({ signal }): Promise<SatInvoicePage> =>
      unwrap(apiClient.POST('/v2/web/satws/invoices', { body: query, signal })).then(
        (body) => body.data,
      ),
    placeholderData: keepPreviousData,
    refetchInterval: (current) => {
      const account = current.state.data?.account;
      return account?.status === 'valid' && account.syncInvoiceStatus !== 'retrieved'
        ? ARRIVING_POLL_MS
        : false;
    },
  });

export function useSatInvoices(query: SatInvoiceQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...satInvoicesQuery(query), enabled: options.enabled ?? true });
}
