// The interface languages and how one is chosen: the `lng` query parameter first, then the
// cookie it leaves for 10 minutes, then English (the default and the fallback).
export const languages = ['en', 'es', 'pt'] as const;
export type Language = (typeof languages)[number];

export const defaultLanguage: Language = 'en';
const cookieName = 'outlay_lng';
const cookieSeconds = 10 * 60;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

function fromCookie(cookie: string): Language | null {
  for (const part of cookie.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === cookieName && isLanguage(value)) return value;
  }
  return null;
}

export function resolveLanguage(search: string, cookie: string): Language {
  const requested = new URLSearchParams(search).get('lng')?.slice(0, 2).toLowerCase();
  if (isLanguage(requested)) return requested;
  return fromCookie(cookie) ?? defaultLanguage;
}

export function rememberLanguage(language: Language): void {
  document.cookie = `${cookieName}=${language}; Max-Age=${cookieSeconds}; Path=/; SameSite=Lax`;
}

/** The BCP 47 locale react-aria and Intl use for a language. */
export const localeOf: Record<Language, string> = { en: 'en-US', es: 'es-MX', pt: 'pt-BR' };
