import {
  unwrap,
  type AttachCustomBankAccountRequest as AttachCustomAccount,
} from '@outlay/api-client';
import { apiClient } from '@/lib/api-client';

export type { AttachCustomBankAccountRequest as AttachCustomAccount } from '@outlay/api-client';

/** An account entered by hand; the bank verifies it in the background. */
export function attachCustomAccount(body: AttachCustomAccount) {
  return unwrap(apiClient.POST('/v2/web/bank/attach-custom-bank-account', { body }));
}
