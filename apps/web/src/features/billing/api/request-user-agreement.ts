import { unwrap } from '@outlay/api-client';
import { apiClient } from '../../../lib/api-client';

/** Sends the auto-debit account's agreement for signature; answers the signing page. */
export function requestUserAgreement(accountId: number) {
  return unwrap(apiClient.POST('/v2/web/bank/user-agreement', { body: { accountId } }));
}
