import { describe, expect, it } from 'vitest';
import { translate } from '../src/i18n/messages.js';

// Every count the server says goes through ICU plural rules (scripts/check-catalogs.mjs fails
// on a count outside one): one of anything is singular in every language.
describe('counts in server messages', () => {
  it('says "1 minute", not "1 minutes", and the plural for more', () => {
    expect(translate('en', 'codes.tooMany', { minutes: 1 })).toBe(
      'Too many codes requested. Try again in 1 minute.',
    );
    expect(translate('en', 'codes.tooMany', { minutes: 13 })).toBe(
      'Too many codes requested. Try again in 13 minutes.',
    );
    expect(translate('es', 'codes.tooMany', { minutes: 1 })).toBe(
      'Pediste demasiados códigos. Inténtalo de nuevo en 1 minuto.',
    );
    expect(translate('pt', 'codes.tooMany', { minutes: 1 })).toBe(
      'Você pediu códigos demais. Tente novamente em 1 minuto.',
    );
  });

  it('puts every other count in the singular for one', () => {
    expect(translate('en', 'codes.wait', { seconds: 1 })).toBe(
      'Please wait 1 second before requesting a new code.',
    );
    expect(translate('en', 'errors.tooManyRequests', { seconds: 1 })).toBe(
      'Too many requests. Try again in 1 second.',
    );
    expect(translate('en', 'auth.tooManyLoginAttempts', { minutes: 1 })).toBe(
      'Too many sign-in attempts for this account. Try again in 1 minute.',
    );
    expect(translate('en', 'codes.incorrect', { remaining: 1 })).toBe(
      'The code is incorrect. 1 attempt left.',
    );
    expect(translate('es', 'codes.incorrect', { remaining: 2 })).toBe(
      'El código es incorrecto. Te quedan 2 intentos.',
    );
    expect(translate('pt', 'codes.incorrect', { remaining: 1 })).toBe(
      'O código está incorreto. Resta 1 tentativa.',
    );
    expect(translate('en', 'validation.minLength', { limit: 1 })).toBe('Use at least 1 character.');
    expect(translate('en', 'drive.groupFull', { max: 1 })).toBe(
      'A document group holds at most 1 file.',
    );
    expect(translate('en', 'receipts.tooMany', { max: 10 })).toBe(
      'A transaction holds at most 10 files.',
    );
    expect(translate('en', 'mail.loginCode.text', { code: '012345', minutes: 10 })).toBe(
      'Your Outlay sign-in code is 012345. It expires in 10 minutes. If you did not try to sign in, change your password.',
    );
  });
});
