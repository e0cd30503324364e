import { unwrap, type components, type SatInvoiceQuery } from '@outlay/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { operationKey, operationKeyWith } from '@/lib/operation-query';
import { type SatAccount, useSatAccount } from './sat-account';

export type { SatInvoice, SatInvoiceQuery } from '@outlay/api-client';

export type SatInvoicePage = components['schemas']['SatInvoicePage']['data'];

/** The key of every page of SAT invoices: what a change to a match invalidates. */
export const satInvoicesKey = operationKey('post', '/v2/web/satws/invoices');

/**
 * How far the SAT has got for the account (its state and the invoices stored), as the account
 * read says: a page of invoices is of that moment, so a list never counts other invoices than
 * the account's header does (issue 43 #16: "0 invoices" under "25 so far").
 */
export type SatProgress = readonly [string | null, string | null, number | null];

export const satProgressOf = (account: SatAccount | null | undefined): SatProgress => [
  account?.status ?? null,
  account?.syncInvoiceStatus ?? null,
  account?.invoicesStored ?? null,
];

/**
 * One page of SAT invoices (spec part 2 §7): the company's, or those suggested for an entry
 * (`referenceId` and `referenceType`), ranked by the server. It polls nothing itself: the
 * account read polls while the SAT works, and each step it reports is a new page read, so the
 * drawer's "storing" turns into suggestions by itself.
 */
export const satInvoicesQuery = (query: SatInvoiceQuery, progress: SatProgress) =>
  queryOptions({
    // The call's key, then the SAT's progress: each step it reports is a new read.
    queryKey: operationKeyWith('post', '/v2/web/satws/invoices', { body: query }, progress),
    queryFn: ({ signal }): Promise<SatInvoicePage> =>
      unwrap(apiClient.POST('/v2/web/satws/invoices', { body: query, signal })).then(
        (body) => body.data,
      ),
    placeholderData: keepPreviousData,
  });

export function useSatInvoices(query: SatInvoiceQuery, options: { enabled?: boolean } = {}) {
  const account = useSatAccount({ enabled: options.enabled ?? true });
  return useQuery({
    ...satInvoicesQuery(query, satProgressOf(account.data?.account)),
    enabled: options.enabled ?? true,
  });
}
