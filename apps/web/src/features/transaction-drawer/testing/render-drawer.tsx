// Renders drawer components as the app does: react-query, the English messages, the design
// system's theme and toasts. For jsdom component tests.
import { parse } from '@formatjs/icu-messageformat-parser';
import { I18nProvider, ThemeProvider, ToastRegion } from '@outlay/design-system';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach } from 'vitest';
import type { Catalog } from '../../../i18n/catalogs';
import { TranslatorProvider } from '../../../i18n/intl';
import common from '../../../i18n/messages/en/common.json';
import drawer from '../../../i18n/messages/en/transaction-drawer.json';

const messages: Record<string, string> = { ...common, ...drawer };
const catalog = Object.fromEntries(
  Object.entries(messages).map(([id, message]) => [id, parse(message)]),
) as Catalog;

// Vitest runs without globals, so Testing Library cannot unmount after each test by itself.
afterEach(() => {
  cleanup();
});

export function renderWithApp(ui: ReactNode) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: 60_000 } },
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <TranslatorProvider language="en" catalog={catalog}>
        <I18nProvider locale="en-US">
          <ThemeProvider theme="light">
            {ui}
            <ToastRegion />
          </ThemeProvider>
        </I18nProvider>
      </TranslatorProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
