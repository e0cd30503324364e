import { unwrap } from '@outlay/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { trustedDevicesQuery } from './trusted-devices';

/** Stops trusting one device; answers the devices still trusted. */
export function revokeTrustedDevice(deviceId: string) {
  return unwrap(
    apiClient.DELETE('/v2/web/user/trusted-devices/{deviceId}', {
      params: { path: { deviceId } },
      credentials: 'include',
    }),
  );
}

export function useRevokeTrustedDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeTrustedDevice,
    onSuccess: (devices) => {
      queryClient.setQueryData(trustedDevicesQuery.queryKey, devices);
    },
  });
}
