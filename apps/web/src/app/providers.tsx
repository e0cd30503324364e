import { I18nProvider, RouterProvider, ThemeProvider, ToastRegion } from '@outlay/design-system';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import type { Catalog } from '../i18n/catalogs';
import { TranslatorProvider } from '../i18n/intl';
import { localeOf, type Language } from '../i18n/languages';

function Navigation({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  return <RouterProvider navigate={(to) => navigate(to)}>{children}</RouterProvider>;
}

export function Providers(props: { language: Language; catalog: Catalog; children: ReactNode }) {
  const { language, catalog, children } = props;
  return (
    <TranslatorProvider language={language} catalog={catalog}>
      <I18nProvider locale={localeOf[language]}>
        <ThemeProvider theme="light">
          <Navigation>{children}</Navigation>
          <ToastRegion />
        </ThemeProvider>
      </I18nProvider>
    </TranslatorProvider>
  );
}
