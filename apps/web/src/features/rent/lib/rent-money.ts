import { fromMinor } from '@outlay/rules';
import { useTranslator } from '@/i18n/intl';
import { formatAmount } from '@/lib/format/format-amount';

/** Formats minor units of `currency` in the reader's language. */
export function useRentMoney(currency: string) {
  const { locale } = useTranslator();
  return (minor: number) => formatAmount(fromMinor(minor, currency), { currency, locale });
}
