import { I18nProvider } from '@outlay/design-system';
import { createContext, use, useCallback, type ReactNode } from 'react';
import { setClientLanguage } from '@/lib/client-language';
import { TranslatorProvider } from './intl';
import { localeOf, rememberLanguage, type Language } from './languages';
import { switchMessages, useMessages } from './messages';

type SwitchLanguage = (language: Language) => Promise<void>;

const SwitchLanguageContext = createContext<SwitchLanguage | null>(null);

/**
 * The interface language for the whole app, switchable without a reload: the switcher keeps
 * the same rules as `lng` (remembered in the cookie for 10 minutes), and the API is asked for
 * answers in the new language from then on.
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const { language, catalog } = useMessages();
  const switchLanguage = useCallback<SwitchLanguage>(
    (next) =>
      switchMessages(next, (language) => {
        rememberLanguage(language);
        setClientLanguage(language);
        document.documentElement.lang = language;
      }),
    [],
  );
  return (
    <SwitchLanguageContext value={switchLanguage}>
      <TranslatorProvider language={language} catalog={catalog}>
        <I18nProvider locale={localeOf[language]}>{children}</I18nProvider>
      </TranslatorProvider>
    </SwitchLanguageContext>
  );
}

export function useSwitchLanguage(): SwitchLanguage {
  const switchLanguage = use(SwitchLanguageContext);
  if (!switchLanguage) throw new Error('useSwitchLanguage must be used inside LanguageProvider');
  return switchLanguage;
}
