// An entry's details, whatever its kind: read by the drawer, fetched ahead for its neighbours.
import { type QueryClient, useQuery } from '@tanstack/react-query';
import type { EntryRef } from '@/entries/entry-ref';
import { NEIGHBOUR_FRESH_MS } from './cache-times';
import { type CardTransactionDetails, cardDetailsQuery } from './get-card-details';
import { type LoanInstalmentDetails, instalmentDetailsQuery } from './get-instalment-details';
import { type TransferDetails, transferDetailsQuery } from './get-transfer-details';

export type EntryDetails = CardTransactionDetails | TransferDetails | LoanInstalmentDetails;

/** Only the query of the entry's kind runs; the others stay idle. */
export function useEntryDetails(entry: EntryRef) {
  const card = useQuery({ ...cardDetailsQuery(entry.id), enabled: entry.type === 'card' });
  const payment = useQuery({
    ...transferDetailsQuery(entry.id),
    enabled: entry.type === 'payment',
  });
  const loan = useQuery({ ...instalmentDetailsQuery(entry.id), enabled: entry.type === 'loan' });
  const query = entry.type === 'card' ? card : entry.type === 'payment' ? payment : loan;
  const data: EntryDetails | undefined = query.data;
  return { data, isError: query.isError, error: query.error, refetch: query.refetch };
}

/**
 * Fetches an entry's details before it is shown (react-query's prefetch). Moving up and down asks again for the same
 * neighbours: they count as fresh for a short while, so that costs no request.
 */
export function prefetchEntryDetails(queryClient: QueryClient, entry: EntryRef) {
  const fresh = { staleTime: NEIGHBOUR_FRESH_MS };
  // A neighbour that fails now is loaded again when it is shown.
  const ignore = () => undefined;
  switch (entry.type) {
    case 'card':
      return queryClient.query({ ...cardDetailsQuery(entry.id), ...fresh }).then(ignore, ignore);
    case 'payment':
      return queryClient
        .query({ ...transferDetailsQuery(entry.id), ...fresh })
        .then(ignore, ignore);
    case 'loan':
      return queryClient
        .query({ ...instalmentDetailsQuery(entry.id), ...fresh })
        .then(ignore, ignore);
  }
}
