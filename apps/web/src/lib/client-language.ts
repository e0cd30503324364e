import type { Language } from '@outlay/api-client';

// The language the API answers in (its `lng` header): kept apart from the client, so the entry
// sets it without loading the client, which the sign-in form does not need to paint.
let current: Language = 'en';

export function setClientLanguage(language: Language): void {
  current = language;
}

export function clientLanguage(): Language {
  return current;
}
