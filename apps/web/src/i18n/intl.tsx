import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { createContext, use, useMemo, type ReactNode } from 'react';
import type { Catalog, MessageId } from './catalogs';
import { localeOf, type Language } from './languages';

type Values = Record<string, string | number | boolean | Date | null | undefined>;

export interface Translator {
  language: Language;
  locale: string;
  intl: IntlShape;
  t: (id: MessageId, values?: Values) => string;
}

const cache = createIntlCache();
const TranslatorContext = createContext<Translator | null>(null);

export function createTranslator(language: Language, catalog: Catalog): Translator {
  const locale = localeOf[language];
  const intl = createIntl({ locale, defaultLocale: 'en-US', messages: catalog }, cache);
  return {
    language,
    locale,
    intl,
    t: (id, values) => intl.formatMessage({ id }, values),
  };
}

export function TranslatorProvider(props: {
  language: Language;
  catalog: Catalog;
  children: ReactNode;
}) {
  const { language, catalog, children } = props;
  const translator = useMemo(() => createTranslator(language, catalog), [language, catalog]);
  return <TranslatorContext value={translator}>{children}</TranslatorContext>;
}

export function useTranslator(): Translator {
  const translator = use(TranslatorContext);
  if (!translator) throw new Error('useTranslator must be used inside TranslatorProvider');
  return translator;
}
