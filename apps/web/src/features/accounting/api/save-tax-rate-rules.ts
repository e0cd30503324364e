import { unwrap, type TaxRateRule } from '@outlay/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { MutationCallbacks } from '@/lib/mutation-meta';
import { taxRateRulesQuery } from './tax-rate-rules';

type RuleInput = { categoryId: string; taxRateId: string };

/** Replaces every category → tax-rate rule (admins). */
export function saveTaxRateRules(rules: RuleInput[]) {
  return unwrap(apiClient.PUT('/v2/web/accounting/tax-rate-rules', { body: { rules } })).then(
    (body) => body.data.rules,
  );
}

/** Saves the rules: the rules read keeps the server's answer. A refusal is the screen's. */
export function useSaveTaxRateRules(callbacks: MutationCallbacks<TaxRateRule[], RuleInput[]> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: saveTaxRateRules,
    onSuccess: (saved, ...rest) => {
      queryClient.setQueryData(taxRateRulesQuery().queryKey, { data: { rules: saved } });
      void callbacks.onSuccess?.(saved, ...rest);
    },
  });
}
