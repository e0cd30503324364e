// Renders a piece of the signed-in app as the app does: react-query, the English messages of
// the areas the test names (through the real message store, so lazy parts that wait for their
// areas work), the design system's theme and the toast region. For jsdom component tests.
import { ThemeProvider, ToastRegion } from '@outlay/design-system';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach } from 'vitest';
import type { MessageArea } from '../i18n/catalogs';
import { LanguageProvider } from '../i18n/language-provider';
import { startMessages } from '../i18n/messages';
import { installJsdomStandIns } from './jsdom-stand-ins';

// Vitest runs without globals, so Testing Library cannot unmount after each test by itself.
afterEach(() => {
  cleanup();
});

/** Call once before rendering (in `beforeAll`): the areas the components under test show. */
export async function prepareApp(areas: readonly MessageArea[]): Promise<void> {
  installJsdomStandIns();
  await startMessages('en', ['common', ...areas]);
}

export function renderApp(ui: ReactNode) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <LanguageProvider>
        <ThemeProvider theme="light">
          {ui}
          <ToastRegion />
        </ThemeProvider>
      </LanguageProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
