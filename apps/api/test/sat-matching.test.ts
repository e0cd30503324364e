// How a SAT invoice's match confidence is made (spec part 2 §9's bands are 85 and 50): who
// issued it, how much, when; and the reasons a screen shows for each.
import { describe, expect, it } from 'vitest';
import {
  type EntryFacts,
  type InvoiceFacts,
  nameSimilarity,
  scoreMatch,
} from '../src/sat/matching.js';

const at = new Date('2026-03-10T18:30:00Z');
const entry: EntryFacts = {
  names: ['Oxxo'],
  rfc: 'CCO8605231N4',
  amounts: [{ amount: 245.5, currency: 'MXN' }],
  occurredAt: at,
};
const invoice = (changes: Partial<InvoiceFacts>): InvoiceFacts => ({
  issuerName: 'CADENA COMERCIAL OXXO S.A. DE C.V.',
  issuerRfc: 'CCO8605231N4',
  issuedAt: at,
  total: 245.5,
  currency: 'MXN',
  paymentType: 'PUE',
  payments: [],
  ...changes,
});
const DAY = 86_400_000;

describe('scoreMatch', () => {
  it('is certain for the same RFC, total and day', () => {
    expect(scoreMatch(entry, invoice({}))).toEqual({
      percentage: 100,
      reasons: ['rfc', 'amountExact', 'sameDay'],
    });
  });

  it('falls back on the issuer name when the RFC is unknown', () => {
    const match = scoreMatch({ ...entry, rfc: null }, invoice({}));
    expect(match.reasons[0]).toBe('issuerName');
    expect(match.percentage).toBe(90);
  });

  it('takes a total within the exchange difference as close, beyond it as nothing', () => {
    expect(scoreMatch(entry, invoice({ total: 250 })).reasons).toContain('amountClose');
    expect(scoreMatch(entry, invoice({ total: 300 })).reasons).not.toContain('amountClose');
    expect(scoreMatch(entry, invoice({ total: 250, currency: 'USD' })).percentage).toBe(65);
  });

  it('matches a PPD invoice by the payment made that day, within its payment terms', () => {
    const ppd = invoice({
      paymentType: 'PPD',
      total: 491,
      issuedAt: new Date(at.getTime() - 20 * DAY),
      payments: [{ createdAt: at, amount: 245.5, currency: 'MXN' }],
    });
    expect(scoreMatch(entry, ppd)).toEqual({
      percentage: 100,
      reasons: ['rfc', 'paymentAmount', 'paymentTerms'],
    });
  });

  it('ranks an unrelated invoice low', () => {
    const match = scoreMatch(
      entry,
      invoice({
        issuerName: 'Papelería La Estrella S.A. de C.V.',
        issuerRfc: 'PAP010101AAA',
        total: 1200,
        issuedAt: new Date(at.getTime() - 30 * DAY),
      }),
    );
    expect(match).toEqual({ percentage: 0, reasons: [] });
  });

  it('lowers the date part as the days between grow', () => {
    const scores = [0, 2, 7, 20].map(
      (days) =>
        scoreMatch(entry, invoice({ issuedAt: new Date(at.getTime() + days * DAY) })).percentage,
    );
    expect(scores).toEqual([100, 90, 80, 75]);
  });
});

describe('nameSimilarity', () => {
  it('ignores case, accents, punctuation and the legal form', () => {
    expect(nameSimilarity('Logística Bajío S.A.', 'LOGISTICA BAJIO SA DE CV')).toBe(1);
    expect(nameSimilarity('Oxxo', 'Walmart de México')).toBe(0);
  });
});
