import { unwrap, type LoanInstalmentDetails } from '@outlay/api-client';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { DETAILS_GC_MS } from './cache-times';

export type { LoanInstalmentDetails } from '@outlay/api-client';

export const instalmentDetailsQuery = (id: number) =>
  queryOptions({
    queryKey: ['transaction-drawer', 'loan', id],
    queryFn: ({ signal }): Promise<LoanInstalmentDetails> =>
      unwrap(
        apiClient.GET('/v2/web/loan/instalment-details/{id}', { params: { path: { id } }, signal }),
      ),
    gcTime: DETAILS_GC_MS,
  });
