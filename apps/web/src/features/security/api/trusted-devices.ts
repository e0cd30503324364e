import { unwrap, type TrustedDevices } from '@outlay/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** The browsers the user trusts; the device cookie travels with it (`isCurrent`). */
export const trustedDevicesQuery = queryOptions({
  queryKey: ['trusted-devices'],
  queryFn: ({ signal }): Promise<TrustedDevices> =>
    unwrap(apiClient.GET('/v2/web/user/trusted-devices', { signal, credentials: 'include' })),
});

export function useTrustedDevices() {
  return useQuery(trustedDevicesQuery);
}
