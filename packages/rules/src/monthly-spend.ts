// The monthly card spend an applicant expects (spec part 2 §5, §9): at most 1,000,000,000.00,
// with cents at most. Typed as text ("250000.50", "250,000.50"), sent as a number.

export const MAX_MONTHLY_SPEND = 1_000_000_000;

export type MonthlySpendProblem = 'required' | 'invalid' | 'tooHigh';

/** The amount typed, grouping commas aside, or null when it is not an amount. */
export function parseMonthlySpend(value: string): number | null {
  const text = value.trim().replace(/,(?=\d{3}(\D|$))/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  return Number(text);
}

export function monthlySpendProblem(value: string | number): MonthlySpendProblem | null {
  if (typeof value === 'string' && value.trim() === '') return 'required';
  const amount = typeof value === 'number' ? value : parseMonthlySpend(value);
  if (amount === null || !Number.isFinite(amount) || amount <= 0) return 'invalid';
  // Cents at most: 0.29 * 100 is 28.999…, so whole cents are compared with room for that.
  if (Math.abs(Math.round(amount * 100) - amount * 100) > 1e-6) return 'invalid';
  return amount > MAX_MONTHLY_SPEND ? 'tooHigh' : null;
}
