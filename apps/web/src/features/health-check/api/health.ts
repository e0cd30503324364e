import { unwrap, type Health } from '@outlay/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { operationKey } from '@/lib/operation-query';

/** A degraded service answers 503 with the same report, which says what is failing. */
function isHealthReport(body: unknown): body is Health {
  return typeof body === 'object' && body !== null && 'database' in body && 'storage' in body;
}

/** Is the service up, and which versions run: a 503 report is an answer here, not a failure. */
export const healthQuery = queryOptions({
  queryKey: operationKey('get', '/health-check'),
  queryFn: async ({ signal }): Promise<Health> => {
    const call = apiClient.GET('/health-check', { signal });
    const result = await call;
    if (result.response.status === 503 && isHealthReport(result.error)) return result.error;
    return unwrap(call);
  },
  retry: false,
});

export function useHealth() {
  return useQuery(healthQuery);
}
