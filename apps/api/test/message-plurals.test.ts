import { describe, expect, it } from 'vitest';
import type { Lang } from '../src/i18n/language.js';
import { type MessageKey, type MessageParams, translate } from '../src/i18n/messages.js';

/** A message said in a language with its values, and the text it must read. */
type Said = [lang: Lang, key: MessageKey, params: MessageParams, text: string];

// Every count the server says goes through ICU plural rules (scripts/check-catalogs.mjs fails
// on a count outside one): one of anything is singular in every language.
describe('counts in server messages', () => {
  it.each<Said>([
    ['en', 'codes.tooMany', { minutes: 1 }, 'Too many codes requested. Try again in 1 minute.'],
    ['en', 'codes.tooMany', { minutes: 13 }, 'Too many codes requested. Try again in 13 minutes.'],
    [
      'es',
      'codes.tooMany',
      { minutes: 1 },
      'Pediste demasiados códigos. Inténtalo de nuevo en 1 minuto.',
    ],
    [
      'pt',
      'codes.tooMany',
      { minutes: 1 },
      'Você pediu códigos demais. Tente novamente em 1 minuto.',
    ],
  ])(
    'says "1 minute", not "1 minutes", and the plural for more: %s %s %o',
    (lang, key, params, text) => {
      expect(translate(lang, key, params)).toBe(text);
    },
  );

  it.each<Said>([
    ['en', 'codes.wait', { seconds: 1 }, 'Please wait 1 second before requesting a new code.'],
    ['en', 'errors.tooManyRequests', { seconds: 1 }, 'Too many requests. Try again in 1 second.'],
    [
      'en',
      'auth.tooManyLoginAttempts',
      { minutes: 1 },
      'Too many sign-in attempts for this account. Try again in 1 minute.',
    ],
    ['en', 'codes.incorrect', { remaining: 1 }, 'The code is incorrect. 1 attempt left.'],
    ['es', 'codes.incorrect', { remaining: 2 }, 'El código es incorrecto. Te quedan 2 intentos.'],
    ['pt', 'codes.incorrect', { remaining: 1 }, 'O código está incorreto. Resta 1 tentativa.'],
    ['en', 'validation.minLength', { limit: 1 }, 'Use at least 1 character.'],
    ['en', 'drive.groupFull', { max: 1 }, 'A document group holds at most 1 file.'],
    ['en', 'receipts.tooMany', { max: 10 }, 'A transaction holds at most 10 files.'],
    [
      'en',
      'mail.loginCode.text',
      { code: '012345', minutes: 10 },
      'Your Outlay sign-in code is 012345. It expires in 10 minutes. If you did not try to sign in, change your password.',
    ],
  ])('puts every other count in the singular for one: %s %s %o', (lang, key, params, text) => {
    expect(translate(lang, key, params)).toBe(text);
  });
});

// A value that ends with its own stop ("S.A. de C.V.") is not followed by the message's.
describe('full stops in server messages', () => {
  it.each<Said>([
    ['es', 'team.userUpdated', { name: 'Ana' }, 'Se actualizó a Ana.'],
    [
      'es',
      'team.departmentCreated',
      { name: 'Ventas S.A. de C.V.' },
      'Se agregó el departamento Ventas S.A. de C.V.',
    ],
    ['en', 'team.groupRenamed', { name: 'Ops Inc.' }, 'Renamed to Ops Inc.'],
  ])('%s %s %o reads "%s"', (lang, key, params, text) => {
    expect(translate(lang, key, params)).toBe(text);
  });
});
