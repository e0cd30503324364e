import type { CurrencyLookup } from '@outlay/api-client';
import { DescriptionList, type DescriptionListItem, Heading, Stack } from '@outlay/design-system';
import { useTranslator } from '@/i18n/intl';
import { formatAmount } from '@/lib/format/format-amount';
import type { CrossBorder } from '../model/cross-border';

interface CrossBorderBlockProps {
  crossBorder: NonNullable<CrossBorder>;
  /** The platform currency the transaction and its fee are in. */
  currency: CurrencyLookup;
}

/**
 * The cross-border block (spec part 2 §2.2, §9): on Stripe cards the exchanged amount and the
 * cross-border charge; in Brazil the merchant's charge in its currency and the exchange rate.
 */
export function CrossBorderBlock({ crossBorder, currency }: CrossBorderBlockProps) {
  const { t, locale } = useTranslator();
  const amount = (value: number, code = currency.alphaCode) =>
    formatAmount(value, { currency: code, locale });
  const rate = (value: number | null) =>
    value === null
      ? t('transactionDrawer.dash')
      : new Intl.NumberFormat(locale, { maximumFractionDigits: 6 }).format(value);
  const items: DescriptionListItem[] = [];
  if (crossBorder.variant === 'brazil') {
    items.push(
      {
        id: 'merchantCharge',
        term: t('transactionDrawer.crossBorder.merchantCharge'),
        description: amount(crossBorder.local.amount, crossBorder.local.currency),
      },
      {
        id: 'rate',
        term: t('transactionDrawer.crossBorder.rate'),
        description: rate(crossBorder.rate),
      },
    );
  } else {
    items.push({
      id: 'exchanged',
      term: t('transactionDrawer.crossBorder.exchanged'),
      description:
        crossBorder.variant === 'stripeExchanged'
          ? t('transactionDrawer.crossBorder.exchangedFrom', {
              amount: amount(crossBorder.exchanged),
              local: amount(crossBorder.local.amount, crossBorder.local.currency),
            })
          : amount(crossBorder.exchanged),
    });
    items.push({
      id: 'charge',
      term: t('transactionDrawer.crossBorder.charge'),
      description: amount(crossBorder.charge),
    });
  }
  return (
    <Stack space="small">
      <Heading level={3} size={4}>
        {t('transactionDrawer.crossBorder.title')}
      </Heading>
      <DescriptionList items={items} />
    </Stack>
  );
}
