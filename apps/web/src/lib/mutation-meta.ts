// What a mutation says about itself in its `meta`, for the one MutationCache that acts on it
// (lib/query-client.ts), so no hook or component writes either again: which reads it changes,
// and whether its failure is told in a toast.
import type { QueryKey, UseMutationOptions } from '@tanstack/react-query';
import type { MessageId } from '@/i18n/catalogs';

export type OutlayMutationMeta = {
  /**
   * The reads the mutation changes (`operationKey(…)`, matched by prefix), invalidated once it
   * succeeds. Not waited for: the mutation settles at once and the screens show the new data
   * as it arrives. Whatever depends on the answer (`setQueryData`) is the hook's `onSuccess`.
   */
  invalidates?: readonly QueryKey[];
  /**
   * A failure shows as an error toast: the server's message, else (no message, no answer)
   * this catalog text, or for `true` the generic "Something went wrong!" (`messageOf`).
   * Leave it out where the screen shows the failure itself (an error banner, a field).
   */
  errorToast?: true | MessageId;
};

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: OutlayMutationMeta;
  }
}

/**
 * What a screen adds to a feature's mutation hook: its own callbacks (a success toast, closing
 * its dialog), run for every call, as a hook's own are, and after the cache has acted on the
 * meta. The hook keeps its function and its meta, so no screen writes those again.
 */
export type MutationCallbacks<Data, Variables> = Pick<
  UseMutationOptions<Data, Error, Variables>,
  'onSuccess' | 'onError' | 'onSettled'
>;
