import { unwrap, type CardTransactionDetails } from '@outlay/api-client';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { DETAILS_GC_MS } from './cache-times';

export type { CardTransactionDetails } from '@outlay/api-client';

export const cardDetailsQuery = (id: number) =>
  queryOptions({
    queryKey: ['transaction-drawer', 'card', id],
    queryFn: ({ signal }): Promise<CardTransactionDetails> =>
      unwrap(
        apiClient.GET('/v2/web/transaction/details/{id}', { params: { path: { id } }, signal }),
      ),
    gcTime: DETAILS_GC_MS,
  });
