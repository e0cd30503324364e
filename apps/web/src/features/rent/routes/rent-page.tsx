import type { RentOverview } from '@outlay/api-client';
import { Button, EmptyState, Inline, Link, LiveRegion, Stack, Text } from '@outlay/design-system';
import { rentPaymentActors } from '@outlay/machines/rent-payment/rent-payment.actors';
import { rentPaymentMachine } from '@outlay/machines/rent-payment/rent-payment.machine';
import { rentPaymentView } from '@outlay/machines/rent-payment/rent-payment.view';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { RetryBanner } from '@/components/error-banner';
import { Page } from '@/components/page';
import { PageLoading } from '@/components/page-loading';
import { useTranslator } from '@/i18n/intl';
import { onAppClient } from '@/lib/flow-actors';
import { sameView } from '@/lib/same-view';
import { useEmitted } from '@/lib/use-emitted';
import { useVerificationAnswer } from '@/lib/verification';
import { useRentPaymentRequested, useRentPayments } from '../api/rent';
import { RentForm } from '../components/rent-form';
import { RentPaymentsList } from '../components/rent-payments-list';
import { RentReview } from '../components/rent-review';
import { RentSchedulesList } from '../components/rent-schedules-list';
import { forgetRentDraft, keepRentDraft, readRentDraft } from '../lib/rent-draft';
import { useRentMoney } from '../lib/rent-money';

const rentPaymentFlow = onAppClient(rentPaymentMachine, rentPaymentActors);

const FORM_PATH = '/payrent';
const REVIEW_PATH = '/payrent-review';
const CARDS_PATH = '/cards';

/**
 * `/payrent` and `/payrent-review` (admin, manager, employee): pay a landlord by card. The form
 * and the payments made are `/payrent`; the review is its own page, reachable by its address:
 * the draft (and the key it is sent under) is kept in the tab while it moves between the two.
 */
export function RentPage({ review = false }: { review?: boolean }) {
  const { t } = useTranslator();
  const overview = useRentPayments();
  const title = t(review ? 'rent.review.title' : 'rent.title');
  if (!overview.data) {
    return (
      <Page title={title}>
        {overview.isError ? (
          <RetryBanner query={overview} title={t('rent.loadError')} retryLabel={t('rent.retry')} />
        ) : (
          <PageLoading />
        )}
      </Page>
    );
  }
  return <RentFlow review={review} title={title} overview={overview.data} />;
}

function RentFlow({
  review,
  title,
  overview,
}: {
  review: boolean;
  title: string;
  overview: RentOverview;
}) {
  const { t } = useTranslator();
  const [, navigate] = useLocation();
  const paymentRequested = useRentPaymentRequested();
  const answerVerification = useVerificationAnswer();
  const money = useRentMoney(overview.currency);
  // Read once per page: the kept draft's key is this payment's key on both pages.
  const [kept] = useState(readRentDraft);
  const actor = useActorRef(rentPaymentFlow, {
    input: {
      currency: overview.currency,
      feeRateBp: overview.feeRateBp,
      maxAmountMinor: overview.maxAmount,
      mexicanTaxes: overview.mexicanTaxes,
      cards: overview.cards,
      idempotencyKey: kept?.idempotencyKey ?? crypto.randomUUID(),
    },
  });
  const view = useSelector(actor, rentPaymentView, sameView);

  useEffect(() => {
    if (kept)
      actor.send({ type: 'draft.restored', draft: kept.draft, step: review ? 'review' : 'form' });
  }, [actor, kept, review]);

  // What is typed is kept for the other page; the review is its own address. Read from the
  // actor, not the render's view: on the first render the view is the empty form the kept
  // draft (restored by the effect above, in this same commit) has replaced, and keeping it
  // would overwrite what was typed and send the review back to an empty form.
  useEffect(() => {
    const current = actor.getSnapshot();
    const step = rentPaymentView(current).step;
    if (step === 'form' || step === 'review') {
      keepRentDraft({
        draft: current.context.draft,
        idempotencyKey: current.context.idempotencyKey,
      });
    }
    if (review && step === 'form') navigate(FORM_PATH);
  }, [actor, view, review, navigate]);

  useEmitted(actor, 'review.opened', () => {
    navigate(REVIEW_PATH);
  });
  useEmitted(actor, 'verification.needed', () => {
    answerVerification(actor, { actionType: 'PAY_RENT' });
  });
  useEmitted(actor, 'payment.requested', () => {
    forgetRentDraft();
    paymentRequested();
  });

  // The payout's answer comes on the server's queue; the payments read again say which way.
  const sent = view.payment;
  const status = sent ? overview.payments.find((row) => row.id === sent.id)?.status : undefined;
  useEffect(() => {
    if (view.step !== 'waiting' || status === undefined || status === 'pending') return;
    actor.send({ type: status === 'completed' ? 'payout.completed' : 'payout.failed' });
  }, [actor, view.step, status]);
  const failure = sent ? overview.payments.find((row) => row.id === sent.id)?.failureReason : null;

  const startAgain = () => {
    forgetRentDraft();
    actor.send({ type: 'payment.new', idempotencyKey: crypto.randomUUID() });
    if (review) navigate(FORM_PATH);
  };

  const total = money(sent?.total ?? view.charge.total);
  const news = {
    noCard: '',
    form: '',
    review: '',
    waiting: t('rent.status.waiting', { charge: total, landlord: view.draft.landlordName }),
    completed: t('rent.status.paid', { charge: total, landlord: view.draft.landlordName }),
    failed: t('rent.status.notPaid', { landlord: view.draft.landlordName }),
  }[view.step];

  return (
    <Page title={title}>
      <LiveRegion>{news}</LiveRegion>
      {view.step === 'noCard' && (
        <EmptyState
          title={t('rent.noCard')}
          description={t('rent.noCard.body')}
          action={<Link href={CARDS_PATH}>{t('rent.noCard.action')}</Link>}
        />
      )}
      {view.step === 'form' && (
        <RentForm
          view={view}
          onField={(field, value) => {
            actor.send({ type: 'field.changed', field, value });
          }}
          onPayout={(method) => {
            actor.send({ type: 'payout.chosen', method });
          }}
          onFrequency={(frequency) => {
            actor.send({ type: 'frequency.chosen', frequency });
          }}
          onCard={(cardId) => {
            actor.send({ type: 'card.chosen', cardId });
          }}
          onLandlordKind={(kind) => {
            actor.send({ type: 'landlordKind.chosen', kind });
          }}
          onPropertyUse={(use) => {
            actor.send({ type: 'propertyUse.chosen', use });
          }}
          onLeaseAttached={(lease) => {
            actor.send({ type: 'lease.attached', lease });
          }}
          onLeaseRemoved={() => {
            actor.send({ type: 'lease.removed' });
          }}
          onReview={() => {
            actor.send({ type: 'review.requested' });
          }}
        />
      )}
      {view.step === 'review' && (
        <RentReview
          view={view}
          onEdit={() => {
            actor.send({ type: 'review.edited' });
          }}
          onPay={() => {
            actor.send({ type: 'payment.submitted' });
          }}
        />
      )}
      {(view.step === 'waiting' || view.step === 'completed' || view.step === 'failed') && (
        <Stack space="medium">
          <Text
            weight={view.step === 'completed' ? 'strong' : undefined}
            tone={view.step === 'failed' ? 'critical' : undefined}
          >
            {news}
          </Text>
          {view.step === 'completed' && <Text>{t('rent.status.paidNote')}</Text>}
          {view.step === 'failed' && failure && <Text>{failure}</Text>}
          {view.step !== 'waiting' && (
            <Inline space="small">
              <Button onPress={startAgain}>{t('rent.newPayment')}</Button>
            </Inline>
          )}
        </Stack>
      )}
      {!review && <RentSchedulesList schedules={overview.schedules} currency={overview.currency} />}
      {!review && view.step !== 'noCard' && (
        <RentPaymentsList payments={overview.payments} currency={overview.currency} />
      )}
    </Page>
  );
}
