// Renders a piece of the app as the app does: react-query with the app's mutation cache, the
// English messages of the areas the test names (through the real message store, so lazy parts
// that wait for their areas work), the design system's theme and the toast region. For jsdom
// component tests.
import { ThemeProvider, ToastRegion, toastQueue } from '@outlay/design-system';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach } from 'vitest';
import type { MessageArea } from '@/i18n/catalogs';
import { LanguageProvider } from '@/i18n/language-provider';
import { startMessages } from '@/i18n/messages';
import { createQueryClient } from '@/lib/query-client';
import { installJsdomStandIns, installNodeFiles } from './jsdom-stand-ins';

// Vitest runs without globals, so Testing Library cannot unmount after each test by itself.
// The toast queue is the app's one queue, so a toast left by one test would show in the next.
afterEach(() => {
  cleanup();
  // Closing one shows the next waiting, so close until none is left.
  for (let toast = toastQueue.visibleToasts[0]; toast; toast = toastQueue.visibleToasts[0]) {
    toastQueue.close(toast.key);
  }
});

/**
 * Call once before rendering (in `beforeAll`): the areas the components under test show, and
 * `nodeFiles` where they upload files.
 */
export async function prepareApp(
  areas: readonly MessageArea[],
  options: { nodeFiles?: boolean } = {},
): Promise<void> {
  installJsdomStandIns();
  if (options.nodeFiles) await installNodeFiles();
  await startMessages('en', ['common', ...areas]);
}

export function renderApp(ui: ReactNode) {
  // The app's mutation cache (invalidations and error toasts from `meta`), without retries.
  const queryClient = createQueryClient({
    queries: { retry: false, gcTime: 60_000 },
    mutations: { retry: false },
  });
  // A wrapper, so that `rerender` keeps the providers.
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <LanguageProvider>
        <ThemeProvider theme="light">
          {children}
          <ToastRegion />
        </ThemeProvider>
      </LanguageProvider>
    </QueryClientProvider>
  );
  return { ...render(ui, { wrapper }), queryClient };
}
