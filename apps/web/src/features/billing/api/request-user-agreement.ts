import { unwrap } from '@outlay/api-client';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { MutationCallbacks } from '@/lib/mutation-meta';

/** Sends the auto-debit account's agreement for signature; answers the signing page. */
export function requestUserAgreement(accountId: number) {
  return unwrap(apiClient.POST('/v2/web/bank/user-agreement', { body: { accountId } }));
}

/**
 * Nothing billing reads changes until the agreement is signed (the signing page sends the
 * signer back, and billing reads again); a refusal shows in the dialog.
 */
export function useRequestUserAgreement(
  callbacks: MutationCallbacks<Awaited<ReturnType<typeof requestUserAgreement>>, number> = {},
) {
  return useMutation({ ...callbacks, mutationFn: requestUserAgreement });
}
