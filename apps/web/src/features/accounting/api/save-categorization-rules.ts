import { unwrap } from '@outlay/api-client';
import { apiClient } from '../../../lib/api-client';

/** Replaces every merchant → category rule (admins). */
export function saveCategorizationRules(rules: { merchantId: number; categoryId: string }[]) {
  return unwrap(apiClient.PUT('/v2/web/accounting/categorization-rules', { body: { rules } })).then(
    (body) => body.data.rules,
  );
}
