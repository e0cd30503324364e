import { queryOptions } from '@tanstack/react-query';
import { operationQuery } from '@/lib/operation-query';
import { DETAILS_GC_MS } from './cache-times';

export type { LoanInstalmentDetails } from '@outlay/api-client';

export const instalmentDetailsQuery = (id: number) =>
  queryOptions({
    ...operationQuery('get', '/v2/web/loan/instalment-details/{id}', { params: { path: { id } } }),
    gcTime: DETAILS_GC_MS,
  });
