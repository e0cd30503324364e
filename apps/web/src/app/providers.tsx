import { RouterProvider, ThemeProvider } from '@outlay/design-system';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { LanguageProvider } from '@/i18n/language-provider';
import { useThemePreference } from './theme-preference';
import { Toasts } from './toasts';

// Links carry the base in their href, so they open in a new tab too; a click is routed.
const base = import.meta.env.BASE_URL.replace(/\/$/, '');
const withBase = (href: string) => (href.startsWith('/') ? `${base}${href}` : href);

function Navigation({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  return (
    <RouterProvider navigate={(to) => navigate(to)} useHref={withBase}>
      {children}
    </RouterProvider>
  );
}

export function Providers({ children }: { children: ReactNode }) {
  const theme = useThemePreference();
  return (
    <LanguageProvider>
      <ThemeProvider theme={theme}>
        <Navigation>{children}</Navigation>
        <Toasts />
      </ThemeProvider>
    </LanguageProvider>
  );
}
