import { QueryClient } from '@tanstack/react-query';

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
