import { useMutation } from '@tanstack/react-query';
import { saveDefinition } from './save-definition';
import type { Definition } from '../model/definition';
import type { MutationCallbacks } from '@/lib/mutation-meta';
import { incompleteKey } from './get-incomplete-transactions';
import { type AccountingEntryRef, useEntryAccountingSaved } from './get-entry-accounting';

/**
 * Saves an entry's category, tax rate and tracking categories: the drawer keeps the section
 * the server answers, and the accounting page's incomplete transactions (keyed by their
 * operation, as every read is) are read again. A refusal shows in the section.
 */
export function useSaveEntryAccounting(
  entry: AccountingEntryRef,
  integrationCompanyId: number,
  callbacks: MutationCallbacks<Awaited<ReturnType<typeof saveDefinition>>, Definition> = {},
) {
  const saved = useEntryAccountingSaved(entry);
  return useMutation({
    ...callbacks,
    mutationFn: (definition: Definition) =>
      saveDefinition({
        integrationCompanyId,
        transactionId: entry.id,
        type: entry.type,
        definition,
      }),
    onSuccess: (section, ...rest) => {
      saved(section);
      void callbacks.onSuccess?.(section, ...rest);
    },
    meta: { invalidates: [incompleteKey] },
  });
}
