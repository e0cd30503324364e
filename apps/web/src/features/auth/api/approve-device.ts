import { unwrap } from '@outlay/api-client';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** The emailed link's token trusts the browser a sign-in was refused on (423). */
export function approveDevice(token: string) {
  return unwrap(apiClient.POST('/v2/web/user/trusted-devices/approve', { body: { token } }));
}

export function useApproveDevice() {
  return useMutation({ mutationFn: approveDevice });
}
