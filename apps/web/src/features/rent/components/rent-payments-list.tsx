import type { RentPayment } from '@outlay/api-client';
import { Badge, EmptyState, Heading, Inline, Stack, Text } from '@outlay/design-system';
import { Suspense } from 'react';
import { useTranslator } from '@/i18n/intl';
import { formatMonthDayYear } from '@/lib/format/dates';
import { useRentMoney } from '../lib/rent-money';
import { LandlordCfdiUpload } from './lazy-uploads';

const STATUS_TONE = { pending: 'neutral', completed: 'positive', failed: 'critical' } as const;

/** The rent payments made: to whom, for what, charged to which card, and where each payout is. */
export function RentPaymentsList({
  payments,
  currency,
}: {
  payments: readonly RentPayment[];
  currency: string;
}) {
  const { t, locale } = useTranslator();
  const money = useRentMoney(currency);
  return (
    <Stack space="medium" component="section" aria-labelledby="rent-payments-heading">
      <Heading level={2} id="rent-payments-heading">
        {t('rent.payments')}
      </Heading>
      {payments.length === 0 ? (
        <EmptyState title={t('rent.payments.empty')} description={t('rent.payments.emptyBody')} />
      ) : (
        <Stack space="small" component="ul">
          {payments.map((payment) => (
            <Stack key={payment.id} space="xsmall">
              <Inline space="small" alignY="center">
                <Text weight="strong">{payment.landlordName}</Text>
                <Badge tone={STATUS_TONE[payment.status]}>
                  {t(`rent.status.${payment.status}`)}
                </Badge>
                <Text>{money(payment.total)}</Text>
              </Inline>
              <Text tone="muted">
                {t('rent.payments.line', {
                  property: payment.propertyAddress,
                  date: formatMonthDayYear(payment.createdAt.slice(0, 10), locale),
                  card: payment.card.lastFour,
                  frequency: t(`rent.frequency.${payment.frequency}`),
                })}
              </Text>
              {payment.taxes && (
                <Text tone="muted">
                  {t('rent.payments.taxesLine', {
                    net: money(payment.net),
                    isr: money(payment.taxes.isrWithheld),
                    iva: money(payment.taxes.ivaWithheld),
                  })}
                </Text>
              )}
              {payment.lease && (
                <Text tone="muted">{t('rent.lease.attached', { name: payment.lease.name })}</Text>
              )}
              {payment.failureReason && <Text tone="critical">{payment.failureReason}</Text>}
              {payment.status !== 'failed' && payment.landlordCfdi && (
                <Suspense fallback={null}>
                  <LandlordCfdiUpload payment={payment} />
                </Suspense>
              )}
            </Stack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
