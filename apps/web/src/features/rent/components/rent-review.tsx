import { Button, DescriptionList, Inline, Stack, Text } from '@outlay/design-system';
import { rentPaidByClabe } from '@outlay/machines/rent-payment/rent-payment.draft';
import type { RentPaymentView } from '@outlay/machines/rent-payment/rent-payment.view';
import { ErrorBanner } from '@/components/error-banner';
import { useTranslator } from '@/i18n/intl';
import { useRentMoney } from '../lib/rent-money';
import { RentBreakdownList } from './rent-breakdown';

export interface RentReviewProps {
  view: RentPaymentView;
  onEdit: () => void;
  onPay: () => void;
}

/**
 * `/payrent-review`: every detail of the payment, the fee and what the card is charged, before
 * paying with a fresh code. A refusal shows here, so the details can be changed and sent again.
 */
export function RentReview({ view, onEdit, onPay }: RentReviewProps) {
  const { t } = useTranslator();
  const money = useRentMoney(view.currency);
  const { draft } = view;
  const card = view.cards.find((row) => row.id === draft.cardId);
  // A Mexican rent names the landlord for the SAT and the property's use; the arithmetic is
  // its own list below.
  const mexican = view.mexicanTaxes
    ? [
        {
          id: 'landlordKind',
          term: t('rent.landlordKind'),
          description: t(`rent.landlordKind.${draft.landlordKind}`),
        },
        {
          id: 'landlordRfc',
          term: t('rent.landlordRfc'),
          description: draft.landlordRfc.trim().toUpperCase(),
        },
        {
          id: 'propertyUse',
          term: t('rent.propertyUse'),
          description: t(`rent.propertyUse.${draft.propertyUse}`),
        },
      ]
    : [];
  const amounts = view.mexicanTaxes
    ? []
    : [
        { id: 'amount', term: t('rent.amount'), description: money(view.charge.amount) },
        { id: 'fee', term: t('rent.fee'), description: money(view.charge.fee) },
        { id: 'total', term: t('rent.total'), description: money(view.charge.total) },
      ];
  const payout =
    draft.payoutMethod === 'bank' && rentPaidByClabe(view.currency)
      ? t('rent.payout.clabe', { ending: draft.clabe.replace(/[\s-]/g, '').slice(-4) })
      : draft.payoutMethod === 'bank'
        ? t('rent.payout.bank', {
            routing: draft.routingNumber,
            ending: draft.accountNumber.slice(-4),
          })
        : t('rent.payout.cheque', { address: draft.landlordAddress });
  return (
    <Stack space="medium">
      <ErrorBanner error={view.error} />
      <DescriptionList
        items={[
          { id: 'landlord', term: t('rent.landlordName'), description: draft.landlordName },
          ...mexican,
          {
            id: 'landlordAddress',
            term: t('rent.landlordAddress'),
            description: draft.landlordAddress,
          },
          { id: 'payout', term: t('rent.payoutMethod'), description: payout },
          {
            id: 'property',
            term: t('rent.propertyAddress'),
            description: draft.propertyAddress,
          },
          {
            id: 'frequency',
            term: t('rent.frequency'),
            description: t(`rent.frequency.${draft.frequency}`),
          },
          {
            id: 'card',
            term: t('rent.card'),
            description: card
              ? t('rent.cardOption', { name: card.name, lastFour: card.lastFour })
              : '',
          },
          {
            id: 'lease',
            term: t('rent.lease'),
            description: draft.lease
              ? t('rent.lease.attached', { name: draft.lease.name })
              : t('rent.lease.none'),
          },
          ...amounts,
        ]}
      />
      {view.mexicanTaxes && <RentBreakdownList charge={view.charge} currency={view.currency} />}
      {draft.frequency === 'monthly' && <Text>{t('rent.monthlyNote')}</Text>}
      <Text tone="muted">{t('rent.confirmNote')}</Text>
      <Inline space="small">
        <Button variant="secondary" onPress={onEdit} isDisabled={view.sending}>
          {t('rent.edit')}
        </Button>
        <Button onPress={onPay} isPending={view.sending}>
          {t('rent.pay', { charge: money(view.charge.total) })}
        </Button>
      </Inline>
    </Stack>
  );
}
