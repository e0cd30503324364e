import { unwrap, type SandboxEnvelope } from '@outlay/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const envelopeQueryKey = (envelopeId: string) => ['e-signature', envelopeId] as const;

/** The document the signing page shows, in the page's language. */
export const envelopeQuery = (envelopeId: string) =>
  queryOptions({
    queryKey: envelopeQueryKey(envelopeId),
    queryFn: ({ signal }): Promise<SandboxEnvelope> =>
      unwrap(
        apiClient.GET('/v2/sandbox/e-signature/envelopes/{envelopeId}', {
          params: { path: { envelopeId } },
          signal,
        }),
      ),
    retry: false,
  });

export function useEnvelope(envelopeId: string) {
  return useQuery(envelopeQuery(envelopeId));
}
