import { unwrap, type TransferDetails } from '@outlay/api-client';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { DETAILS_GC_MS } from './cache-times';

export type { TransferDetails } from '@outlay/api-client';

export const transferDetailsQuery = (id: number) =>
  queryOptions({
    queryKey: ['transaction-drawer', 'payment', id],
    queryFn: ({ signal }): Promise<TransferDetails> =>
      unwrap(apiClient.GET('/v2/web/transfer/details/{id}', { params: { path: { id } }, signal })),
    gcTime: DETAILS_GC_MS,
  });
