import { unwrap, type CategorizationRule } from '@outlay/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { MutationCallbacks } from '@/lib/mutation-meta';
import { categorizationRulesQuery } from './get-categorization-rules';
import { incompleteKey } from './get-incomplete-transactions';

type RuleInput = { merchantId: number; categoryId: string };

/** Replaces every merchant → category rule (admins). */
export function saveCategorizationRules(rules: RuleInput[]) {
  return unwrap(apiClient.PUT('/v2/web/accounting/categorization-rules', { body: { rules } })).then(
    (body) => body.data.rules,
  );
}

/**
 * The rules read keeps the server's answer, and the incomplete transactions (whose
 * suggestions follow the rules) are read again.
 */
function useRulesSaved() {
  const queryClient = useQueryClient();
  return (saved: CategorizationRule[]) => {
    queryClient.setQueryData(categorizationRulesQuery().queryKey, { data: { rules: saved } });
  };
}

/** Saves the merchant → category rules as given. A refusal is the screen's to say. */
export function useSaveCategorizationRules(
  callbacks: MutationCallbacks<CategorizationRule[], RuleInput[]> = {},
) {
  const saved = useRulesSaved();
  return useMutation({
    ...callbacks,
    mutationFn: saveCategorizationRules,
    onSuccess: (rules, ...rest) => {
      saved(rules);
      void callbacks.onSuccess?.(rules, ...rest);
    },
    meta: { invalidates: [incompleteKey] },
  });
}

/**
 * A merchant → category rule from the mapping table: the rules as they stand on the server,
 * this merchant's replaced. A refusal is the screen's to say.
 */
export function useAddMerchantRule(
  callbacks: MutationCallbacks<CategorizationRule[], RuleInput> = {},
) {
  const queryClient = useQueryClient();
  const saved = useRulesSaved();
  return useMutation({
    ...callbacks,
    mutationFn: async (rule: RuleInput) => {
      const current = await queryClient.query(categorizationRulesQuery());
      return saveCategorizationRules([
        ...current
          .filter((item) => item.merchantId !== rule.merchantId)
          .map(({ merchantId, categoryId }) => ({ merchantId, categoryId })),
        rule,
      ]);
    },
    onSuccess: (rules, ...rest) => {
      saved(rules);
      void callbacks.onSuccess?.(rules, ...rest);
    },
    meta: { invalidates: [incompleteKey] },
  });
}
