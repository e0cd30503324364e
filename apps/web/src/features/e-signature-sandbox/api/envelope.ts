import { queryOptions, useQuery } from '@tanstack/react-query';
import { operationQuery } from '@/lib/operation-query';

/** The document the signing page shows, in the page's language. */
export const envelopeQuery = (envelopeId: string) =>
  queryOptions({
    ...operationQuery('get', '/v2/sandbox/e-signature/envelopes/{envelopeId}', {
      params: { path: { envelopeId } },
    }),
    retry: false,
  });

export function useEnvelope(envelopeId: string) {
  return useQuery(envelopeQuery(envelopeId));
}
