import { unwrap, type EntryAccounting, type AccountingEntryType } from '@outlay/api-client';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { MutationCallbacks } from '@/lib/mutation-meta';
import type { Definition } from '../model/definition';
import type { MappingRow } from '../model/mapping-row';
import { savedRow, useIncompleteRowsPatch } from './get-incomplete-transactions';

export type { EntryAccounting, AccountingEntryType } from '@outlay/api-client';

/**
 * Spec part 2 §7 "Create category and tax-rate definition": the server checks both are there
 * and active, and answers the entry's section as it now stands.
 */
export function saveDefinition(input: {
  integrationCompanyId: number;
  transactionId: number;
  type: AccountingEntryType;
  definition: Definition;
}): Promise<EntryAccounting> {
  const { definition } = input;
  return unwrap(
    apiClient.POST('/v2/web/accounting/transaction-definition', {
      body: {
        integrationCompanyId: input.integrationCompanyId,
        transactionId: input.transactionId,
        type: input.type,
        categoryId: definition.categoryId,
        taxRateId: definition.taxRateId,
        trackingCategoryIds: definition.trackingCategoryIds.join(','),
      },
    }),
  ).then((body) => body.data);
}

/**
 * Saves a row's values from the mapping table: the table keeps them as saved. A refusal is the
 * screen's to say.
 */
export function useSaveRowDefinition(
  integrationCompanyId: number,
  callbacks: MutationCallbacks<EntryAccounting, { row: MappingRow; definition: Definition }> = {},
) {
  const patchRows = useIncompleteRowsPatch();
  return useMutation({
    ...callbacks,
    mutationFn: ({ row, definition }: { row: MappingRow; definition: Definition }) =>
      saveDefinition({
        integrationCompanyId,
        transactionId: row.id,
        type: row.transaction.dataType,
        definition,
      }),
    onSuccess: (section, variables, ...rest) => {
      patchRows((transaction) =>
        transaction.id === variables.row.id
          ? savedRow(transaction, variables.definition)
          : transaction,
      );
      void callbacks.onSuccess?.(section, variables, ...rest);
    },
  });
}
