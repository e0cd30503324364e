import { withSingleFullStops } from '@outlay/rules';
import { IntlMessageFormat } from 'intl-messageformat';
import { createContext, use, useMemo, type ReactNode } from 'react';
import type { Catalog, MessageId } from './catalogs';
import { localeOf, type Language } from './languages';
import { getMessages } from './messages';

type Values = Record<string, string | number | boolean | Date | null | undefined>;

/** Dates in the reader's language, as `Intl.DateTimeFormat` writes them. */
export interface DateFormatter {
  /** A string is read as `new Date(value)` reads it. */
  formatDate: (value: string | number | Date, options?: Intl.DateTimeFormatOptions) => string;
}

export interface Translator {
  language: Language;
  locale: string;
  intl: DateFormatter;
  t: (id: MessageId, values?: Values) => string;
}

const TranslatorContext = createContext<Translator | null>(null);

// Messages arrive as precompiled ICU syntax trees (see vite.config.ts), so formatting them
// needs only intl-messageformat, not the @formatjs/intl wrapper around it.
export function createTranslator(language: Language, catalog: Catalog): Translator {
  const locale = localeOf[language];
  const formats = new Map<MessageId, IntlMessageFormat>();
  const dateFormats = new Map<string, Intl.DateTimeFormat>();
  const t: Translator['t'] = (id, values) => {
    let format = formats.get(id);
    if (!format) {
      const message = catalog[id];
      if (message === undefined) {
        // A message of an area nobody loaded: show its id, as a missing translation did.
        if (import.meta.env.DEV) console.error(`No message '${id}' in ${language}`);
        return id;
      }
      // Plain text needs no formatting.
      if (typeof message === 'string') return message;
      format = new IntlMessageFormat(message, locale);
      formats.set(id, format);
    }
    const ready = format;
    try {
      return withSingleFullStops(values, (marked) => String(ready.format(marked)));
    } catch (error) {
      // A value the message needs is missing: show the id rather than break the page.
      if (import.meta.env.DEV) console.error(`Message '${id}' in ${language}:`, error);
      return id;
    }
  };
  const formatDate: DateFormatter['formatDate'] = (value, options = {}) => {
    const key = JSON.stringify(options);
    let format = dateFormats.get(key);
    if (!format) {
      format = new Intl.DateTimeFormat(locale, options);
      dateFormats.set(key, format);
    }
    return format.format(typeof value === 'string' ? new Date(value) : value);
  };
  return { language, locale, intl: { formatDate }, t };
}

const translators = new WeakMap<Catalog, Translator>();

/**
 * The translator of the language now in use, for code that runs outside a component (the
 * mutation cache's error toasts). A catalog object lasts as long as its language, growing as
 * areas arrive, so one translator per catalog.
 */
export function currentTranslator(): Translator {
  const { language, catalog } = getMessages();
  let translator = translators.get(catalog);
  if (!translator) {
    translator = createTranslator(language, catalog);
    translators.set(catalog, translator);
  }
  return translator;
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
