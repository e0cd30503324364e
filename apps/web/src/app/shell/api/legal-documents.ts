import { useQuery } from '@tanstack/react-query';
import { operationQuery } from '@/lib/operation-query';

export const legalDocumentsQuery = operationQuery('get', '/v2/web/legal-documents');

export function useLegalDocuments() {
  return useQuery(legalDocumentsQuery);
}
