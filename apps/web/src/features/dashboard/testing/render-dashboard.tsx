// Renders dashboard components as the app does — react-query, the English dashboard messages,
// the design system's theme and toasts — for jsdom component tests. The dashboard's own copy:
// features do not import from each other.
import { parse } from '@formatjs/icu-messageformat-parser';
import { I18nProvider, ThemeProvider, ToastRegion } from '@outlay/design-system';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach } from 'vitest';
import type { Catalog } from '../../../i18n/catalogs';
import { TranslatorProvider } from '../../../i18n/intl';
import common from '../../../i18n/messages/en/common.json';
import dashboard from '../../../i18n/messages/en/dashboard.json';

const messages: Record<string, string> = { ...common, ...dashboard };
const catalog = Object.fromEntries(
  Object.entries(messages).map(([id, message]) => [id, parse(message)]),
) as Catalog;

// Vitest runs without globals, so Testing Library cannot unmount after each test by itself.
afterEach(() => {
  cleanup();
});

export function renderDashboardPart(ui: ReactNode) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  // A wrapper, so that `rerender` keeps the providers.
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <TranslatorProvider language="en" catalog={catalog}>
        <I18nProvider locale="en-US">
          <ThemeProvider theme="light">
            {children}
            <ToastRegion />
          </ThemeProvider>
        </I18nProvider>
      </TranslatorProvider>
    </QueryClientProvider>
  );
  return { ...render(ui, { wrapper }), queryClient };
}
