// A card's spend limit as a person types it: empty for none, else a positive amount with at
// most two decimals, up to the spec's 1,000,000,000 (part 2 §5). The contract's SpendAmount
// says the same (minimum 0.01, multipleOf 0.01, maximum 1,000,000,000).

export const MAX_SPEND_LIMIT = 1_000_000_000;

/** The amount typed (group separators allowed), null when empty, or 'invalid'. */
export function spendLimitOf(text: string): number | null | 'invalid' {
  const trimmed = text.trim().replace(/,/g, '');
  if (trimmed === '') return null;
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return 'invalid';
  const value = Number(trimmed);
  return value > 0 && value <= MAX_SPEND_LIMIT ? value : 'invalid';
}
