import { unwrap } from '@outlay/api-client';
import { apiClient } from '../../../lib/api-client';

/** Signs with the typed name; the provider tells Outlay at once. */
export function completeEnvelope(envelopeId: string, signature: string) {
  return unwrap(
    apiClient.POST('/v2/sandbox/e-signature/envelopes/{envelopeId}/complete', {
      params: { path: { envelopeId } },
      body: { signature, consent: true },
    }),
  );
}
