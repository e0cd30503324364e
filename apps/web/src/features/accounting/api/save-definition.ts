import { unwrap, type EntryAccounting, type AccountingEntryType } from '@outlay/api-client';
import { apiClient } from '../../../lib/api-client';
import type { Definition } from '../model/definition';

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
