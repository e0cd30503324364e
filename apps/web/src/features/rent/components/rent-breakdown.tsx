import type { RentBreakdown } from '@outlay/rules';
import { DescriptionList, Stack, Text } from '@outlay/design-system';
import { useTranslator } from '@/i18n/intl';
import { useRentMoney } from '../lib/rent-money';

/**
 * A Mexican rent's arithmetic, line by line: the rent, the IVA added on a commercial property,
 * the ISR and IVA the company withholds from a person, what the landlord is paid, the card fee
 * (on that) and what the card is charged. Each tax is rounded half up to the centavo.
 */
export function RentBreakdownList({
  charge,
  currency,
}: {
  charge: RentBreakdown;
  currency: string;
}) {
  const { t } = useTranslator();
  const money = useRentMoney(currency);
  const withheld = charge.isrWithheld + charge.ivaWithheld > 0;
  return (
    <Stack space="small">
      <DescriptionList
        items={[
          { id: 'amount', term: t('rent.amount'), description: money(charge.amount) },
          { id: 'iva', term: t('rent.breakdown.iva'), description: money(charge.iva) },
          {
            id: 'isrWithheld',
            term: t('rent.breakdown.isrWithheld'),
            description: money(charge.isrWithheld),
          },
          {
            id: 'ivaWithheld',
            term: t('rent.breakdown.ivaWithheld'),
            description: money(charge.ivaWithheld),
          },
          { id: 'net', term: t('rent.breakdown.net'), description: money(charge.net) },
          { id: 'fee', term: t('rent.fee'), description: money(charge.fee) },
          { id: 'total', term: t('rent.total'), description: money(charge.total) },
        ]}
      />
      {withheld && <Text tone="muted">{t('rent.breakdown.withheldNote')}</Text>}
    </Stack>
  );
}
