import { MutationCache, QueryClient, type DefaultOptions } from '@tanstack/react-query';
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
      // Loaded when a mutation first fails. The toast queue itself is the entry's, but a static
      // import here leads the build's first-paint chunks (vite/first-paint-chunks.ts) through
      // the design system to react-aria's toast region, which then ships with the first paint
      // of every page that reads the server (+3.9 KB on the dashboard, +21 KB on the health
      // check), where app/toasts.tsx defers it.
      void import('./mutation-error-toast').then(({ showMutationErrorToast }) => {
        showMutationErrorToast(error, fallback);
      });
    },
  });
}

/** A query client with the app's mutation cache; tests pass their own defaults (no retries). */
export function createQueryClient(defaultOptions: DefaultOptions = appDefaults): QueryClient {
  return new QueryClient({ defaultOptions, mutationCache: mutationCache() });
}

export const queryClient = createQueryClient();
