import { describe, expect, it } from 'vitest';
import { createTranslator } from './intl';
import { getMessages, startMessages } from './messages';

describe('the translator', () => {
  it('writes one full stop after a value that already ends with one (es)', async () => {
    await startMessages('es', ['common', 'accounting', 'bank-link']);
    const { t, intl } = createTranslator('es', getMessages().catalog);
    const when = intl.formatDate('2026-03-02T01:22:00Z', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'America/Mexico_City',
    });
    // es-MX writes the afternoon "p.m.", with its own stop.
    expect(when).toMatch(/p\.\s?m\.$/);
    const summary = t('accounting.datasets.summary', { integration: 'Xero', when });
    expect(summary).toBe(
      `Categorías y tasas de impuesto tal como se obtuvieron de Xero el ${when}`,
    );
    expect(
      t('bankLink.consent.secure', { company: 'Comercializadora Altiplano S.A. de C.V.' }),
    ).toBe(
      'Seguro: tu inicio de sesión bancario va cifrado y nunca se comparte con Comercializadora Altiplano S.A. de C.V.',
    );
    // A value without a stop keeps the message's.
    expect(t('bankLink.consent.secure', { company: 'Outlay' })).toMatch(/con Outlay\.$/);
  });
});
