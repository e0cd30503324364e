import { unwrap } from '@outlay/api-client';
import { apiClient } from '../../../lib/api-client';

/** Refuses to sign; the agreement is PENDING again. */
export function declineEnvelope(envelopeId: string, reason: string) {
  return unwrap(
    apiClient.POST('/v2/sandbox/e-signature/envelopes/{envelopeId}/decline', {
      params: { path: { envelopeId } },
      body: reason.trim() === '' ? {} : { reason: reason.trim() },
    }),
  );
}
