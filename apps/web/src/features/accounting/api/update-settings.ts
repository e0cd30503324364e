import {
  unwrap,
  type AccountingConnection,
  type AccountingIntegrationSettings as IntegrationSettings,
} from '@outlay/api-client';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { MutationCallbacks } from '@/lib/mutation-meta';
import { connectionChangeReads } from './accounting-reads';
import { useConnectionChanged } from './get-connection';

export type { AccountingIntegrationSettings as IntegrationSettings } from '@outlay/api-client';

/** Changes one or more of the integration settings (spec part 2 §3). */
export function updateSettings(settings: Partial<IntegrationSettings>) {
  return unwrap(
    apiClient.PATCH('/v2/web/accounting/codat-companies/settings', { body: settings }),
  ).then((body) => body.data.connection);
}

/**
 * Changes settings: the connection keeps the server's answer and what follows the settings is
 * read again; a refusal is toasted.
 */
export function useUpdateSettings(
  callbacks: MutationCallbacks<AccountingConnection | null, Partial<IntegrationSettings>> = {},
) {
  const connectionChanged = useConnectionChanged();
  return useMutation({
    ...callbacks,
    mutationFn: updateSettings,
    onSuccess: (connection, ...rest) => {
      connectionChanged(connection);
      void callbacks.onSuccess?.(connection, ...rest);
    },
    meta: { invalidates: connectionChangeReads, errorToast: true },
  });
}
