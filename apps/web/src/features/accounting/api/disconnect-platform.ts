import { unwrap } from '@outlay/api-client';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { MutationCallbacks } from '@/lib/mutation-meta';
import { connectionReads } from './accounting-reads';
import { useConnectionChanged } from './get-connection';

/** Removes the connection; pushes still waiting fail with the reason. */
export function disconnectPlatform() {
  return unwrap(apiClient.DELETE('/v2/web/accounting/codat-companies'));
}

/**
 * Disconnects: no connection shows at once, and the accounting reads and the company are read
 * again; a refusal is toasted.
 */
export function useDisconnectPlatform(
  callbacks: MutationCallbacks<Awaited<ReturnType<typeof disconnectPlatform>>, void> = {},
) {
  const connectionChanged = useConnectionChanged();
  return useMutation({
    ...callbacks,
    mutationFn: disconnectPlatform,
    onSuccess: (...args) => {
      connectionChanged(null);
      void callbacks.onSuccess?.(...args);
    },
    meta: { invalidates: connectionReads, errorToast: true },
  });
}
