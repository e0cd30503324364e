import { QueryClient } from '@tanstack/react-query';

/**
 * How long a read made ahead of its screen (app/first-reads.ts) is kept and counts as fresh:
 * long enough for the screen to mount and show it without asking again.
 */
export const AHEAD_OF_SCREEN_MS = 10_000;

// The spec's query settings: nothing cached once unused, no refetch on window focus.
export const queryClient = new QueryClient({
  defaultOptions: {
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
  },
});
