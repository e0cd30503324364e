import type { LoanOffer } from '@outlay/api-client';
import { Button, DescriptionList, Text } from '@outlay/design-system';
import { acceptLoanOfferActors } from '@outlay/machines/accept-loan-offer/accept-loan-offer.actors';
import { acceptLoanOfferMachine } from '@outlay/machines/accept-loan-offer/accept-loan-offer.machine';
import { acceptLoanOfferView } from '@outlay/machines/accept-loan-offer/accept-loan-offer.view';
import { fromMinor } from '@outlay/rules';
import { useActorRef, useSelector } from '@xstate/react';
import { ErrorBanner } from '@/components/error-banner';
import { FlowDialog, SendActions } from '@/components/flow-dialog';
import { useTranslator } from '@/i18n/intl';
import { formatMonthDayYear } from '@/lib/format/dates';
import { formatAmount } from '@/lib/format/format-amount';
import { onAppClient } from '@/lib/flow-actors';
import { sameView } from '@/lib/same-view';
import { useEmitted } from '@/lib/use-emitted';
import { useVerificationAnswer } from '@/lib/verification';
import { useLoanMade } from '../api/capital';

const acceptLoanOfferFlow = onAppClient(acceptLoanOfferMachine, acceptLoanOfferActors);

/** The offer's terms as a list: amount, fee, rate, VAT, schedule, total. */
export function OfferTerms({ offer }: { offer: LoanOffer }) {
  const { t, locale } = useTranslator();
  const money = (minor: number) =>
    formatAmount(fromMinor(minor, offer.currency), { currency: offer.currency, locale });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
  return (
    <DescriptionList
      items={[
        { id: 'amount', term: t('capital.offer.amount'), description: money(offer.principal) },
        {
          id: 'fee',
          term: t('capital.offer.fee'),
          description: t('capital.offer.feeValue', {
            amount: money(offer.originationFee),
            rate: percent.format(offer.originationFeeRate / 10_000),
          }),
        },
        {
          id: 'rate',
          term: t('capital.offer.rate'),
          description: percent.format(offer.monthlyRate / 10_000),
        },
        ...(offer.vatRate > 0
          ? [
              {
                id: 'vat',
                term: t('capital.offer.vat'),
                description: percent.format(offer.vatRate / 10_000),
              },
            ]
          : []),
        {
          id: 'months',
          term: t('capital.offer.term'),
          description: t('capital.offer.months', { count: offer.months }),
        },
        {
          id: 'first',
          term: t('capital.offer.firstDue'),
          description: formatMonthDayYear(offer.firstDueDate, locale),
        },
        { id: 'total', term: t('capital.offer.total'), description: money(offer.totalRepayment) },
      ]}
    />
  );
}

/** Accept offer: its terms once more, a fresh code, then the loan made from the locked terms. */
export function AcceptOfferDialog({ offer, onClose }: { offer: LoanOffer; onClose: () => void }) {
  const { t } = useTranslator();
  const answerVerification = useVerificationAnswer();
  const loanMade = useLoanMade();
  const actor = useActorRef(acceptLoanOfferFlow, { input: { offerId: offer.id } });
  const view = useSelector(actor, acceptLoanOfferView, sameView);

  useEmitted(actor, 'verification.needed', () => {
    answerVerification(actor, { actionType: 'ACCEPT_LOAN_OFFER' });
  });
  useEmitted(actor, 'loan.made', loanMade);

  const news = view.step === 'accepted' ? t('capital.accept.done') : '';
  return (
    <FlowDialog
      title={t('capital.accept.title')}
      isPending={view.sending}
      onClose={onClose}
      news={news}
      actions={
        view.step === 'review' ? (
          <SendActions
            cancelLabel={t('capital.accept.cancel')}
            sendLabel={t('capital.accept.submit')}
            isPending={view.sending}
            onCancel={onClose}
            send={{
              onPress: () => {
                actor.send({ type: 'offer.accepted' });
              },
            }}
          />
        ) : (
          <Button onPress={onClose}>{t('capital.accept.close')}</Button>
        )
      }
    >
      {view.step === 'review' ? (
        <>
          <ErrorBanner error={view.error} />
          <OfferTerms offer={offer} />
          <Text tone="muted">{t('capital.accept.note')}</Text>
        </>
      ) : (
        <Text weight="strong">{news}</Text>
      )}
    </FlowDialog>
  );
}
