import type { SsoSettings } from '@outlay/api-client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { operationQuery } from '@/lib/operation-query';

/** The company's single sign-on settings (admins of companies with the feature). */
export const ssoSettingsQuery = operationQuery('get', '/v2/web/company/sso-settings');

export function useSsoSettings(enabled: boolean) {
  return useQuery({ ...ssoSettingsQuery, enabled });
}

/**
 * The sso-settings flow saved the settings (it calls the server itself): what it answers, as
 * stored, replaces the read's.
 */
export function useSsoSettingsSaved(): (saved: SsoSettings) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (saved: SsoSettings) => {
      queryClient.setQueryData(ssoSettingsQuery.queryKey, saved);
    },
    [queryClient],
  );
}
