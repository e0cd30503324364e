import {
  unwrap,
  type AttachFallbackBankAccountRequest as AttachFallbackAccount,
} from '@outlay/api-client';
import { apiClient } from '@/lib/api-client';

export type { AttachFallbackBankAccountRequest as AttachFallbackAccount } from '@outlay/api-client';

/** The account debited when the auto-debit account's debit fails, and whom to call first. */
export function attachFallbackAccount(body: AttachFallbackAccount) {
  return unwrap(apiClient.POST('/v2/web/bank/attach-fallback-bank-account', { body }));
}
