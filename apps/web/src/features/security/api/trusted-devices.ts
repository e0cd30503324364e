import { useQuery } from '@tanstack/react-query';
import { operationQuery } from '@/lib/operation-query';

/** The browsers the user trusts; the device cookie travels with it (`isCurrent`). */
export const trustedDevicesQuery = operationQuery('get', '/v2/web/user/trusted-devices', {
  credentials: 'include',
});

export function useTrustedDevices() {
  return useQuery(trustedDevicesQuery);
}
