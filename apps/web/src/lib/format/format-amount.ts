import { findCurrency } from './currencies';

export interface AmountOptions {
  /** Alphabetic (`USD`) or numeric (`840`) code; without it the amount is a plain number. */
  currency?: string | number | null;
  /** Shorten from 1,000,000 upward: 1.25M, 3.40B, 2.00T. */
  shorten?: boolean;
  /** Grouping and decimal marks. @default 'en-US' */
  locale?: string;
  /** The code after the amount (`$12.00 USD`). @default true */
  withSuffix?: boolean;
}

export const NOT_AVAILABLE = 'N/A';

const scales = [
  { from: 1e12, letter: 'T' },
  { from: 1e9, letter: 'B' },
  { from: 1e6, letter: 'M' },
] as const;

/** Empty or null is 0; anything that is not a finite number is not an amount. */
function toNumber(value: unknown): number | null {
  if (value === null || value === undefined) return 0;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') {
    const text = value.trim();
    if (text === '') return 0;
    const parsed = Number(text);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

const formatters = new Map<string, Intl.NumberFormat>();
function twoDecimals(locale: string): Intl.NumberFormat {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      useGrouping: true,
    });
    formatters.set(locale, formatter);
  }
  return formatter;
}

/**
 * An amount as the product shows it (spec part 1 §5): rounded to 2 decimals and grouped, the
 * currency symbol first and the currency code after, optionally shortened from a million up.
 */
export function formatAmount(value: unknown, options: AmountOptions = {}): string {
  const amount = toNumber(value);
  if (amount === null) return NOT_AVAILABLE;
  const { locale = 'en-US', shorten = false, withSuffix = true } = options;
  const magnitude = Math.abs(amount);
  const scale = shorten ? scales.find((candidate) => magnitude >= candidate.from) : undefined;
  const digits = twoDecimals(locale).format(scale ? magnitude / scale.from : magnitude);
  const currency = findCurrency(options.currency);
  const unknownCode =
    currency === undefined && typeof options.currency === 'string' ? options.currency.trim() : '';
  const symbol = currency?.symbol ?? '';
  const suffix = withSuffix ? (currency?.suffix ?? unknownCode) : '';
  // "-0.00" would read as a debt: a value that rounds to zero has no sign.
  const sign = amount < 0 && digits.replace(/[^1-9]/g, '') !== '' ? '-' : '';
  return `${sign}${symbol}${digits}${scale?.letter ?? ''}${suffix ? ` ${suffix}` : ''}`;
}
