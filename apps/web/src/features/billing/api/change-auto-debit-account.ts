import {
  unwrap,
  type ChangeAutoDebitAccountRequest as ChangeAutoDebitAccount,
} from '@outlay/api-client';
import { apiClient } from '@/lib/api-client';

export type { ChangeAutoDebitAccountRequest as ChangeAutoDebitAccount } from '@outlay/api-client';

/** Pay a currency's statements from another of its verified accounts. */
export function changeAutoDebitAccount(body: ChangeAutoDebitAccount) {
  return unwrap(apiClient.POST('/v2/web/bank/change-auto-debit-account', { body }));
}
