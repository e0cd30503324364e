import { MAX_RECEIPTS_PER_ENTRY } from '@outlay/rules';

/** What was read from a receipt (any field may be missing). */
export interface ReceiptFacts {
  id: string;
  totalMinor: number | null;
  currency: string | null;
  /** YYYY-MM-DD */
  date: string | null;
  merchant: string | null;
  cardLastFour: string | null;
}

/** A card entry a receipt could belong to (same company and cardholder only). */
export interface EntryFacts {
  id: number;
  amountMinor: number;
  currency: string;
  date: string;
  merchant: string;
  cardLastFour: string;
  receiptCount: number;
}

export type Reason = 'amount' | 'date' | 'merchant' | 'card';

export interface Suggestion {
  entryId: number;
  score: number;
  reasons: Reason[];
}

export type MatchOutcome =
  | { kind: 'matched'; entryId: number; reasons: Reason[] }
  | { kind: 'suggested'; suggestions: Suggestion[] }
  | { kind: 'unmatched' };

const STOP = new Set([
  'sa',
  'de',
  'cv',
  'inc',
  'llc',
  'ltd',
  'the',
  'y',
  'e',
  'ltda',
  'sapi',
  'rl',
]);

/** Merchant names' words, lower-cased, accents and legal suffixes dropped. */
export function merchantWords(name: string): Set<string> {
  const words = name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length >= 3 && !STOP.has(word));
  return new Set(words);
}

export function merchantsAgree(a: string, b: string): boolean {
  const left = merchantWords(a);
  const right = merchantWords(b);
  for (const word of left) if (right.has(word)) return true;
  const joinedLeft = [...left].join('');
  const joinedRight = [...right].join('');
  return (
    joinedLeft.length >= 4 &&
    joinedRight.length >= 4 &&
    (joinedLeft.includes(joinedRight) || joinedRight.includes(joinedLeft))
  );
}

const dayNumber = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / 86_400_000);

function reasonsFor(receipt: ReceiptFacts, entry: EntryFacts) {
  const sameCurrency = receipt.currency === null || receipt.currency === entry.currency;
  const amountExact = sameCurrency && receipt.totalMinor === entry.amountMinor;
  const amountNear =
    !amountExact &&
    sameCurrency &&
    receipt.totalMinor !== null &&
    Math.abs(receipt.totalMinor - entry.amountMinor) <= Math.max(100, entry.amountMinor * 0.2);
  const days =
    receipt.date === null ? null : Math.abs(dayNumber(receipt.date) - dayNumber(entry.date));
  const dateExact = days === 0;
  const dateNear = days !== null && days <= 3;
  const merchant = receipt.merchant !== null && merchantsAgree(receipt.merchant, entry.merchant);
  const card = receipt.cardLastFour !== null && receipt.cardLastFour === entry.cardLastFour;
  const reasons: Reason[] = [];
  if (amountExact || amountNear) reasons.push('amount');
  if (dateNear) reasons.push('date');
  if (merchant) reasons.push('merchant');
  if (card) reasons.push('card');
  const score =
    (amountExact ? 50 : amountNear ? 15 : 0) +
    (dateExact ? 20 : dateNear ? 12 - days * 3 : 0) +
    (merchant ? 25 : 0) +
    (card ? 10 : 0);
  return { amountExact, dateExact, merchant, reasons, score };
}

/**
 * Attach by itself only when the amount is exact and the merchant or the date agrees, the
 * entry has room (10 receipts) and no other entry qualifies as well; otherwise rank
 * suggestions with their reasons. Declined pairs are never offered again.
 */
export function matchReceipt(
  receipt: ReceiptFacts,
  entries: readonly EntryFacts[],
  declined: ReadonlySet<string>,
  limit = 3,
): MatchOutcome {
  const open = entries.filter(
    (entry) =>
      entry.receiptCount < MAX_RECEIPTS_PER_ENTRY && !declined.has(pairKey(receipt.id, entry.id)),
  );
  const scored = open.map((entry) => ({ entry, ...reasonsFor(receipt, entry) }));
  const sure = scored.filter((one) => one.amountExact && (one.merchant || one.dateExact));
  if (sure.length === 1 && sure[0]) {
    return { kind: 'matched', entryId: sure[0].entry.id, reasons: sure[0].reasons };
  }
  const suggestions = scored
    .filter((one) => one.score >= 25 && one.reasons.length > 0)
    .sort((a, b) => b.score - a.score || a.entry.id - b.entry.id)
    .slice(0, limit)
    .map((one) => ({ entryId: one.entry.id, score: one.score, reasons: one.reasons }));
  return suggestions.length > 0 ? { kind: 'suggested', suggestions } : { kind: 'unmatched' };
}

export const pairKey = (receiptId: string, entryId: number) => `${receiptId}#${entryId}`;
