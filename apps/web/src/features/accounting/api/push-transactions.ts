import {
  unwrap,
  type Company,
  type components,
  type PushTransactionsRequest as PushRequest,
} from '@outlay/api-client';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { MutationCallbacks } from '@/lib/mutation-meta';
import type { MappingRow } from '../model/mapping-row';
import type { AccountingConnection } from './get-connection';
import {
  queuedRows,
  savedRow,
  useIncompleteRowsPatch,
  useRowsQueued,
} from './get-incomplete-transactions';

export type { PushTransactionsRequest as PushRequest, PushMapping } from '@outlay/api-client';

export type Queued = components['schemas']['AccountingQueued']['data'];

/** Spec part 2 §7: the mappings, marked queued and pushed by the job queue. */
export function pushTransactions(request: PushRequest): Promise<Queued> {
  return unwrap(apiClient.POST('/v2/web/accounting/push-transactions', { body: request })).then(
    (body) => body.data,
  );
}

const toMapping = (row: MappingRow) => ({
  transactionId: row.id,
  type: row.transaction.dataType,
  accountId: row.definition.categoryId,
  taxRate: row.definition.taxRateId === null ? null : { id: row.definition.taxRateId },
  trackingCategories: row.definition.trackingCategoryIds.map((id) => ({ id })),
});

/**
 * Pushes rows to the platform with the values they show: the table keeps those values as
 * saved and the rows as queued, and its pages are read again. A refusal is the screen's.
 */
export function usePushTransactions(
  connection: AccountingConnection,
  company: Company,
  callbacks: MutationCallbacks<Queued, MappingRow[]> = {},
) {
  const patchRows = useIncompleteRowsPatch();
  const rowsQueued = useRowsQueued();
  return useMutation({
    ...callbacks,
    mutationFn: (targets: MappingRow[]) =>
      pushTransactions({
        mappings: targets.map(toMapping),
        codatCompanyId: connection.codatCompanyId,
        dataConnectionId: connection.dataConnectionId,
        platform: connection.platform.key,
        displayCurrency: company.displayCurrency,
        modelToBePushed: 'bankTransactions',
      }),
    onSuccess: (result, targets, ...rest) => {
      patchRows((row) => {
        const target = targets.find((candidate) => candidate.id === row.id);
        return target ? savedRow(row, target.definition) : row;
      });
      patchRows(queuedRows(result.transactionIds));
      void callbacks.onSuccess?.(result, targets, ...rest);
      rowsQueued();
    },
  });
}
