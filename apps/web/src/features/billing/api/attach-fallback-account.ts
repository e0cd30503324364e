import { unwrap, type components } from '@outlay/api-client';
import { apiClient } from '../../../lib/api-client';

export type AttachFallbackAccount = components['schemas']['AttachFallbackBankAccountRequest'];

/** The account debited when the auto-debit account's debit fails, and whom to call first. */
export function attachFallbackAccount(body: AttachFallbackAccount) {
  return unwrap(apiClient.POST('/v2/web/bank/attach-fallback-bank-account', { body }));
}
