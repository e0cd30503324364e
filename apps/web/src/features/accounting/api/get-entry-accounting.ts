import type { OperationData } from '@outlay/api-client';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { AccountingEntryType, EntryAccounting } from './save-definition';
import { isRunning } from '../model/job-state';
import { operationQuery } from '@/lib/operation-query';

/** How often a transaction being sent to the platform is read again. */
const SYNC_POLL_MS = 2000;

export interface AccountingEntryRef {
  type: AccountingEntryType;
  id: number;
}

const sectionOf = (answer: OperationData<'get', '/v2/web/accounting/transaction-definition'>) =>
  answer.data;

/**
 * The drawer's Accounting section for one entry, as the server decides it (spec part 2 §4):
 * whether it shows, the definition or what the rules suggest, the sync status and its job,
 * read again while the job runs.
 */
export const entryAccountingQuery = (entry: AccountingEntryRef) =>
  queryOptions({
    ...operationQuery('get', '/v2/web/accounting/transaction-definition', {
      params: { query: { transactionId: entry.id, type: entry.type } },
    }),
    select: sectionOf,
    refetchInterval: (query) => {
      const job = query.state.data?.data.job;
      return job && isRunning(job) ? SYNC_POLL_MS : false;
    },
  });

export function useEntryAccounting(entry: AccountingEntryRef) {
  return useQuery(entryAccountingQuery(entry));
}

/** Keeps the section a save answered with, so the drawer shows it without asking again. */
export function useEntryAccountingSaved(entry: AccountingEntryRef) {
  const queryClient = useQueryClient();
  return useCallback(
    (section: EntryAccounting) => {
      queryClient.setQueryData(entryAccountingQuery(entry).queryKey, (answer) =>
        answer ? { ...answer, data: section } : { data: section },
      );
    },
    [queryClient, entry],
  );
}
