import { unwrap } from '@outlay/api-client';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export interface Declining {
  envelopeId: string;
  /** Why, as typed; may be empty. */
  reason: string;
}

/** Refuses to sign; the agreement is PENDING again. */
export function declineEnvelope({ envelopeId, reason }: Declining) {
  return unwrap(
    apiClient.POST('/v2/sandbox/e-signature/envelopes/{envelopeId}/decline', {
      params: { path: { envelopeId } },
      body: reason.trim() === '' ? {} : { reason: reason.trim() },
    }),
  );
}

/** The page leaves for billing once declined, so nothing it read needs reading again. */
export function useDeclineEnvelope() {
  return useMutation({ mutationFn: declineEnvelope });
}
