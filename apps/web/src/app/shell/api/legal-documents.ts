import { unwrap, type LegalDocuments } from '@outlay/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const legalDocumentsQuery = queryOptions({
  queryKey: ['legal-documents'],
  queryFn: ({ signal }): Promise<LegalDocuments> =>
    unwrap(apiClient.GET('/v2/web/legal-documents', { signal })),
});

export function useLegalDocuments() {
  return useQuery(legalDocumentsQuery);
}
