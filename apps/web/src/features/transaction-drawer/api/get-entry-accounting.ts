import { unwrap } from '@outlay/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountingEntryType, EntryAccounting } from '../../../accounting/api/save-definition';
import { isRunning } from '../../../accounting/model/job-state';
import { apiClient } from '../../../lib/api-client';

/** How often a transaction being sent to the platform is read again. */
const SYNC_POLL_MS = 2000;

export interface AccountingEntryRef {
  type: AccountingEntryType;
  id: number;
}

export const entryAccountingQueryKey = (entry: AccountingEntryRef) =>
  ['accounting', 'entry', entry.type, entry.id] as const;

/**
 * The drawer's Accounting section for one entry, as the server decides it (spec part 2 §4):
 * whether it shows, the definition or what the rules suggest, the sync status and its job,
 * read again while the job runs.
 */
export const entryAccountingQuery = (entry: AccountingEntryRef) =>
  queryOptions({
    queryKey: entryAccountingQueryKey(entry),
    queryFn: ({ signal }): Promise<EntryAccounting> =>
      unwrap(
        apiClient.GET('/v2/web/accounting/transaction-definition', {
          params: { query: { transactionId: entry.id, type: entry.type } },
          signal,
        }),
      ).then((body) => body.data),
    refetchInterval: (query) => {
      const job = query.state.data?.job;
      return job && isRunning(job) ? SYNC_POLL_MS : false;
    },
  });

export function useEntryAccounting(entry: AccountingEntryRef) {
  return useQuery(entryAccountingQuery(entry));
}
