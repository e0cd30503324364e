import { unwrap, type AttachLinkedBankAccountRequest } from '@outlay/api-client';
import { apiClient } from '@/lib/api-client';

/** An account of a linked bank: the provider verified it, so it is verified at once. */
export function attachLinkedAccount(body: AttachLinkedBankAccountRequest) {
  return unwrap(apiClient.POST('/v2/web/bank/attach-bank-account', { body }));
}
