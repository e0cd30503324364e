import {
  unwrap,
  type SsoConnectionTestRequest,
  type SsoSettings,
  type SsoSettingsUpdate,
} from '@outlay/api-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiClient } from '@/lib/api-client';
import { operationQuery } from '@/lib/operation-query';

/** The company's single sign-on settings (admins of companies with the feature). */
export const ssoSettingsQuery = operationQuery('get', '/v2/web/company/sso-settings');

export function useSsoSettings(enabled: boolean) {
  return useQuery({ ...ssoSettingsQuery, enabled });
}

export function saveSsoSettings(body: SsoSettingsUpdate) {
  return unwrap(apiClient.PUT('/v2/web/company/sso-settings', { body }));
}

/** The flow saved the settings: what it answers, as stored, replaces the read's. */
export function useSsoSettingsSaved(): (saved: SsoSettings) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (saved: SsoSettings) => {
      queryClient.setQueryData(ssoSettingsQuery.queryKey, saved);
    },
    [queryClient],
  );
}

/** Saving answers the settings as stored: they replace the read's. */
export function useSaveSsoSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSsoSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(ssoSettingsQuery.queryKey, saved);
    },
  });
}

/** "Test connection": checks the issuer's discovery and answers where the test window goes. */
export function startSsoConnectionTest(body: SsoConnectionTestRequest) {
  return unwrap(apiClient.POST('/v2/web/company/sso-settings/connection-test', { body }));
}

export function useStartSsoConnectionTest() {
  return useMutation({ mutationFn: startSsoConnectionTest });
}
