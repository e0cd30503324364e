import { showToast } from '@outlay/design-system';
import { MutationCache, QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { currentTranslator } from '../i18n/intl';
import { messageOf } from './message-of';
import './mutation-meta';

/**
 * How long a read made ahead of its screen (app/first-reads.ts) is kept and counts as fresh:
 * long enough for the screen to mount and show it without asking again.
 */
export const AHEAD_OF_SCREEN_MS = 10_000;

// The spec's query settings: nothing cached once unused, no refetch on window focus.
const appDefaults: DefaultOptions = {
  queries: {
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: (failureCount, error) =>
      failureCount < 2 &&
      !(
        error instanceof Error &&
        'status' in error &&
        Number(error.status) < 500 &&
        Number(error.status) > 0
      ),
  },
};

/**
 * Where every mutation's `meta` is acted on (lib/mutation-meta.ts): the reads it changes are
 * invalidated when it succeeds, and its failure is toasted when it asks for that. The cache
 * calls these before the mutation's own callbacks.
 */
function mutationCache(): MutationCache {
  return new MutationCache({
    onSuccess: (_data, _variables, _context, mutation, { client }) => {
      for (const queryKey of mutation.meta?.invalidates ?? []) {
        void client.invalidateQueries({ queryKey });
      }
    },
    onError: (error, _variables, _context, mutation) => {
      const fallback = mutation.meta?.errorToast;
      if (fallback === undefined) return;
      const { t } = currentTranslator();
      showToast({
        tone: 'error',
        description: messageOf(error, t, fallback === true ? undefined : fallback),
      });
    },
  });
}

/** A query client with the app's mutation cache; tests pass their own defaults (no retries). */
export function createQueryClient(defaultOptions: DefaultOptions = appDefaults): QueryClient {
  return new QueryClient({ defaultOptions, mutationCache: mutationCache() });
}

export const queryClient = createQueryClient();
