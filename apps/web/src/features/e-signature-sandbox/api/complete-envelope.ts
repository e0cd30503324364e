import { unwrap } from '@outlay/api-client';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export interface Signing {
  envelopeId: string;
  /** The signer's name as typed. */
  signature: string;
}

/** Signs with the typed name; the provider tells Outlay at once. */
export function completeEnvelope({ envelopeId, signature }: Signing) {
  return unwrap(
    apiClient.POST('/v2/sandbox/e-signature/envelopes/{envelopeId}/complete', {
      params: { path: { envelopeId } },
      body: { signature: signature.trim(), consent: true },
    }),
  );
}

/** The page leaves for billing once signed, so nothing it read needs reading again. */
export function useCompleteEnvelope() {
  return useMutation({ mutationFn: completeEnvelope });
}
