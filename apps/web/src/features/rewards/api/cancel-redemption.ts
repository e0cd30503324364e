import { unwrap } from '@outlay/api-client';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { MutationCallbacks } from '@/lib/mutation-meta';
import { rewardsKey } from './rewards';

/** Cancels a statement credit the issuer still holds: its amount is back in the balance. */
export function cancelRedemption(redemptionId: number) {
  return unwrap(
    apiClient.POST('/v2/web/rewards/redemption/{redemptionId}/cancel', {
      params: { path: { redemptionId } },
    }),
  );
}

/** Cancels, then reads the rewards again; a refusal (already applied) is toasted. */
export function useCancelRedemption(
  callbacks: MutationCallbacks<Awaited<ReturnType<typeof cancelRedemption>>, number> = {},
) {
  return useMutation({
    ...callbacks,
    mutationFn: cancelRedemption,
    meta: { invalidates: [rewardsKey], errorToast: true },
  });
}
