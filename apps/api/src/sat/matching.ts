import type { SatMatchReason as MatchReason } from '@outlay/api-client/schema';

export type { SatMatchReason as MatchReason } from '@outlay/api-client/schema';

/** What an entry says about the invoice that would belong to it. */
export interface EntryFacts {
  /** The merchant's or recipient's names (clean name, network name, beneficiary). */
  names: string[];
  rfc: string | null;
  /** What it cost, in each currency it is known in (platform and local). */
  amounts: { amount: number; currency: string }[];
  occurredAt: Date;
}

export interface InvoiceFacts {
  issuerName: string;
  issuerRfc: string;
  issuedAt: Date;
  total: number;
  currency: string;
  paymentType: 'PUE' | 'PPD';
  payments: { createdAt: Date; amount: number; currency: string }[];
}

export interface Match {
  percentage: number;
  reasons: MatchReason[];
}

/** How far a total may be from the amount and still be the same purchase (exchange difference). */
export const EXCHANGE_DIFFERENCE = 0.03;

const DAY_MS = 86_400_000;
const CENT = 0.005;

// Words of a legal name that say nothing about who issued it.
const LEGAL_WORDS = new Set([
  's',
  'a',
  'de',
  'c',
  'v',
  'sa',
  'cv',
  'sc',
  'sapi',
  'rl',
  'srl',
  'del',
  'la',
  'el',
  'los',
  'las',
  'y',
  'inc',
  'ltd',
  'llc',
  'co',
  'mexico',
  'mx',
]);

/** The words of a name that identify it, without accents, punctuation or legal form. */
export function nameWords(name: string): Set<string> {
  return new Set(
    name
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((word) => word.length > 0 && !LEGAL_WORDS.has(word)),
  );
}

/** How much of the shorter name the longer one contains, from 0 to 1. */
export function nameSimilarity(a: string, b: string): number {
  const left = nameWords(a);
  const right = nameWords(b);
  if (left.size === 0 || right.size === 0) return 0;
  let shared = 0;
  for (const word of left) if (right.has(word)) shared += 1;
  return shared / Math.min(left.size, right.size);
}

const days = (a: Date, b: Date) => Math.abs(a.getTime() - b.getTime()) / DAY_MS;

/** Who issued it: the RFC settles it; otherwise the name, as far as it agrees. */
function issuerScore(entry: EntryFacts, invoice: InvoiceFacts): [number, MatchReason[]] {
  if (entry.rfc && entry.rfc.toUpperCase() === invoice.issuerRfc.toUpperCase())
    return [40, ['rfc']];
  const similarity = Math.max(
    0,
    ...entry.names.map((name) => nameSimilarity(name, invoice.issuerName)),
  );
  if (similarity >= 0.8) return [30, ['issuerName']];
  if (similarity >= 0.5) return [15, ['issuerName']];
  return [0, []];
}

/** How much: the total exactly, one PPD payment exactly, or the total within the difference. */
function amountScore(entry: EntryFacts, invoice: InvoiceFacts): [number, MatchReason[]] {
  const same = entry.amounts.filter((known) => known.currency === invoice.currency);
  if (same.some((known) => Math.abs(known.amount - invoice.total) < CENT))
    return [35, ['amountExact']];
  if (
    invoice.payments.some((payment) =>
      same.some(
        (known) =>
          payment.currency === known.currency && Math.abs(payment.amount - known.amount) < CENT,
      ),
    )
  ) {
    return [35, ['paymentAmount']];
  }
  if (
    same.some(
      (known) => Math.abs(known.amount - invoice.total) <= known.amount * EXCHANGE_DIFFERENCE,
    )
  ) {
    return [20, ['amountClose']];
  }
  return [0, []];
}

/** When: the day it was issued, or for PPD the day one of its payments was made. */
function dateScore(entry: EntryFacts, invoice: InvoiceFacts): [number, MatchReason[]] {
  const issued = days(entry.occurredAt, invoice.issuedAt);
  if (issued < 1) return [25, ['sameDay']];
  if (
    invoice.paymentType === 'PPD' &&
    invoice.payments.some((p) => days(entry.occurredAt, p.createdAt) < 1)
  ) {
    return [25, ['paymentTerms']];
  }
  if (issued <= 3) return [15, ['nearDate']];
  if (issued <= 10) return [5, ['nearDate']];
  return [0, []];
}

/**
 * How confident the match of an invoice to an entry is, from 0 to 100, and why: who issued it
 * (40: the RFC; 30 or 15: the name), how much (35: exact, or a payment of it; 20: within the
 * exchange difference) and when (25: the same day, or a PPD payment that day; 15 or 5: days
 * apart). Above 85 the screen says it is a match, below 50 unlikely.
 */
export function scoreMatch(entry: EntryFacts, invoice: InvoiceFacts): Match {
  const parts = [
    issuerScore(entry, invoice),
    amountScore(entry, invoice),
    dateScore(entry, invoice),
  ];
  return {
    percentage: Math.min(
      100,
      parts.reduce((sum, [score]) => sum + score, 0),
    ),
    reasons: parts.flatMap(([, reasons]) => reasons),
  };
}
