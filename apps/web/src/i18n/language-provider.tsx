import { I18nProvider } from '@outlay/design-system';
import { createContext, use, useCallback, useMemo, useState, type ReactNode } from 'react';
import { setClientLanguage } from '../lib/api-client';
import { loadCatalog, type Catalog } from './catalogs';
import { TranslatorProvider } from './intl';
import { localeOf, rememberLanguage, type Language } from './languages';

type SwitchLanguage = (language: Language) => Promise<void>;

const SwitchLanguageContext = createContext<SwitchLanguage | null>(null);

/**
 * The interface language for the whole app, switchable without a reload: the switcher keeps
 * the same rules as `lng` (remembered in the cookie for 10 minutes), and the API is asked for
 * answers in the new language from then on.
 */
export function LanguageProvider(props: {
  language: Language;
  catalog: Catalog;
  children: ReactNode;
}) {
  const [current, setCurrent] = useState({ language: props.language, catalog: props.catalog });
  const switchLanguage = useCallback<SwitchLanguage>(async (language) => {
    const catalog = await loadCatalog(language);
    rememberLanguage(language);
    setClientLanguage(language);
    document.documentElement.lang = language;
    setCurrent({ language, catalog });
  }, []);
  const value = useMemo(() => switchLanguage, [switchLanguage]);
  return (
    <SwitchLanguageContext value={value}>
      <TranslatorProvider language={current.language} catalog={current.catalog}>
        <I18nProvider locale={localeOf[current.language]}>{props.children}</I18nProvider>
      </TranslatorProvider>
    </SwitchLanguageContext>
  );
}

export function useSwitchLanguage(): SwitchLanguage {
  const switchLanguage = use(SwitchLanguageContext);
  if (!switchLanguage) throw new Error('useSwitchLanguage must be used inside LanguageProvider');
  return switchLanguage;
}
