import { unwrap, type AccountingPlatform, type AccountingPlatformKey } from '@outlay/api-client';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { MutationCallbacks } from '@/lib/mutation-meta';
import { connectionReads } from './accounting-reads';
import { useConnectionChanged } from './get-connection';

/** The platform picker's Connect: linking starts in the background. */
export function connectPlatform(platform: AccountingPlatformKey) {
  return unwrap(apiClient.POST('/v2/web/accounting/codat-companies', { body: { platform } }));
}

/**
 * Connects a platform: the connection being linked shows at once, and the accounting reads and
 * the company are read again. A refusal is the picker's to say.
 */
export function useConnectPlatform(
  callbacks: MutationCallbacks<
    Awaited<ReturnType<typeof connectPlatform>>,
    AccountingPlatform
  > = {},
) {
  const connectionChanged = useConnectionChanged();
  return useMutation({
    ...callbacks,
    mutationFn: (platform: AccountingPlatform) => connectPlatform(platform.key),
    onSuccess: (answer, ...rest) => {
      connectionChanged(answer.data.connection);
      void callbacks.onSuccess?.(answer, ...rest);
    },
    meta: { invalidates: connectionReads },
  });
}
