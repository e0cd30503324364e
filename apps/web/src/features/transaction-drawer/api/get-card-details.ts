import { queryOptions } from '@tanstack/react-query';
import { operationQuery } from '@/lib/operation-query';
import { DETAILS_GC_MS } from './cache-times';

export type { CardTransactionDetails } from '@outlay/api-client';

export const cardDetailsQuery = (id: number) =>
  queryOptions({
    ...operationQuery('get', '/v2/web/transaction/details/{id}', { params: { path: { id } } }),
    gcTime: DETAILS_GC_MS,
  });
