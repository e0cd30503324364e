import { unwrap } from '@outlay/api-client';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { MutationCallbacks } from '@/lib/mutation-meta';
import { useSatAccountChanged } from './sat-account';
import { satInvoicesKey } from './sat-invoices';

/** Switches invoice matching on or off (spec part 2 §7); answers the account. */
export const switchMatching = (on: boolean) =>
  unwrap(
    apiClient.PATCH('/v2/web/satws/account/settings', {
      body: { updateKey: 'syncInvoiceStatus', updateValue: on ? 'on' : 'off' },
    }),
  ).then((body) => body.data.account);

/**
 * Turns matching on: the account's answer is kept, the invoices (whose rows say what matches)
 * are read again, and a refusal is toasted.
 */
export function useTurnMatchingOn(
  callbacks: MutationCallbacks<Awaited<ReturnType<typeof switchMatching>>, void> = {},
) {
  const accountChanged = useSatAccountChanged();
  return useMutation({
    ...callbacks,
    mutationFn: () => switchMatching(true),
    onSuccess: (account, ...rest) => {
      accountChanged(account);
      void callbacks.onSuccess?.(account, ...rest);
    },
    meta: { invalidates: [satInvoicesKey], errorToast: true },
  });
}
