import { unwrap } from '@outlay/api-client';
import { apiClient } from '../../../lib/api-client';

/** Replaces every category → tax-rate rule (admins). */
export function saveTaxRateRules(rules: { categoryId: string; taxRateId: string }[]) {
  return unwrap(apiClient.PUT('/v2/web/accounting/tax-rate-rules', { body: { rules } })).then(
    (body) => body.data.rules,
  );
}
