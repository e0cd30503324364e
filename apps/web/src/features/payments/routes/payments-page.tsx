import type { PaymentTransferStatus, Recipient } from '@outlay/api-client';
import {
  Badge,
  Button,
  Inline,
  LiveRegion,
  SearchField,
  Select,
  SelectItem,
  Stack,
  Text,
  TextField,
} from '@outlay/design-system';
import { paymentTransferActors } from '@outlay/machines/payment-transfer/payment-transfer.actors';
import { paymentTransferMachine } from '@outlay/machines/payment-transfer/payment-transfer.machine';
import { paymentTransferView } from '@outlay/machines/payment-transfer/payment-transfer.view';
import { fromMinor } from '@outlay/rules';
import { useActorRef, useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { AppForm } from '@/components/app-form';
import { ErrorBanner, RetryBanner } from '@/components/error-banner';
import { Page } from '@/components/page';
import { useTranslator } from '@/i18n/intl';
import { formatMonthDayYear } from '@/lib/format/dates';
import { formatAmount } from '@/lib/format/format-amount';
import { onAppClient } from '@/lib/flow-actors';
import { sameView } from '@/lib/same-view';
import { useEmitted } from '@/lib/use-emitted';
import { useVerification } from '@/lib/verification';
import { usePaymentAccount } from '../api/payment-account';
import { useRecipients, useRemoveRecipient } from '../api/recipients';
import { useTransfer } from '../api/transfer';
import { usePaymentConfirmation } from '../api/confirmation-link';
import { forgetDraft, keepDraft, readDraft } from '../lib/payment-draft';
import { forgetSentKey, paymentDetails, pendingKeyFor } from '../lib/payment-key';

// The recipient form checks CLABEs and IBANs with their libraries (some 15 KB): it loads when
// a recipient is added or edited, not with the page.
const RecipientDialog = lazy(() =>
  import('../components/recipient-dialog').then((module) => ({ default: module.RecipientDialog })),
);

const paymentTransferFlow = onAppClient(paymentTransferMachine, paymentTransferActors);

const accountOf = (recipient: Recipient) => {
  const { details } = recipient;
  if (details.scheme === 'clabe') return details.clabe;
  if (details.scheme === 'iban') return details.iban;
  return `${details.routingNumber} · ${details.accountNumber}`;
};

/**
 * The currencies route-fusion's FX provider quotes; a company with route-fusion may pay in any
 * of them besides its own (the provider says when one cannot be quoted now).
 */
const FX_CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'MXN', 'BRL', 'COP', 'CLP', 'PEN', 'ARS'];

const SPEI_PATH = '/spei';
const SPEI_REVIEW_PATH = '/spei-review';

const STATUS_TONE = {
  pending: 'neutral',
  completed: 'positive',
  failed: 'critical',
  refund: 'caution',
} as const satisfies Record<PaymentTransferStatus, string>;

/**
 * `/payment-transfer` and `/spei` (a Mexican peso transfer by SPEI): the saved recipients, then
 * a payment to one of them (amount, description, reference number; in another currency, its FX
 * quote), its review, a fresh code, and its status as the rail moves it. A SPEI transfer's
 * review is its own page, `/spei-review` (`review`): the form's draft is kept in the tab while
 * the transfer moves between the two, so the review opens by its address and Edit goes back to
 * what was entered.
 */
export function PaymentsPage({ spei, review = false }: { spei: boolean; review?: boolean }) {
  const { t } = useTranslator();
  const account = usePaymentAccount();
  if (!account.data) {
    return (
      <Page title={t('payments.title')}>
        {account.isError ? (
          <RetryBanner query={account} retryLabel={t('payments.retry')} />
        ) : (
          <Text>{t('payments.loading')}</Text>
        )}
      </Page>
    );
  }
  return <PaymentsFlow spei={spei} review={review} account={account.data} />;
}

function PaymentsFlow({
  spei,
  review,
  account,
}: {
  spei: boolean;
  review: boolean;
  account: {
    currency: string;
    availableMinor: number;
    limitMinor?: number | null;
    rails: readonly string[];
    speiDelivery?: { date: string; sameDay: boolean; cutOff: string };
  };
}) {
  const { t, locale } = useTranslator();
  const [, navigate] = useLocation();
  const { verify } = useVerification();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Recipient | 'new' | null>(null);
  const recipients = useRecipients(search);
  const remove = useRemoveRecipient();
  const actor = useActorRef(paymentTransferFlow, {
    input: {
      currency: account.currency,
      availableMinor: account.availableMinor,
      limitMinor: account.limitMinor ?? null,
      idempotencyKey: crypto.randomUUID(),
      fxCurrencies:
        !spei && account.rails.includes('RouteFusion')
          ? FX_CURRENCIES.filter((currency) => currency !== account.currency)
          : [],
    },
  });
  const view = useSelector(actor, paymentTransferView, sameView);

  // SPEI's two pages share the draft: opened, each takes up what the other kept. The effects
  // read the actor's own snapshot, which the restoring event has already moved.
  useEffect(() => {
    if (!spei) return;
    const draft = readDraft();
    if (draft) actor.send({ type: 'draft.restored', draft, step: review ? 'review' : 'amount' });
  }, [actor, spei, review]);
  useEffect(() => {
    if (!spei) return;
    const now = paymentTransferView(actor.getSnapshot());
    if ((now.step === 'amount' || now.step === 'review') && now.recipient) {
      keepDraft({
        recipient: now.recipient,
        amount: now.amount,
        description: now.description,
        referenceNumber: now.referenceNumber,
        transferCurrency: now.transferCurrency,
      });
    }
    // The review is its own page; the form and the recipients are /spei's.
    if (!review && now.step === 'review') navigate(SPEI_REVIEW_PATH);
    if (review && (now.step === 'amount' || now.step === 'recipient')) navigate(SPEI_PATH);
  }, [actor, spei, review, view, navigate]);

  // A quote holds until its expiry; then the flow asks the provider again.
  const expiresAt = view.quote?.expiresAt ?? null;
  useEffect(() => {
    if (expiresAt === null) return undefined;
    const timer = window.setTimeout(
      () => {
        actor.send({ type: 'quote.expired' });
      },
      Math.max(0, Date.parse(expiresAt) - Date.now()),
    );
    return () => {
      window.clearTimeout(timer);
    };
  }, [actor, expiresAt]);
  const transfer = useTransfer(view.transfer?.id ?? null);
  const status = transfer.data?.status ?? view.transfer?.status;
  const confirmationUrl =
    usePaymentConfirmation(view.transfer?.entryId ?? null, status === 'completed').data?.url ??
    null;
  const money = (minor: number, currency = account.currency) =>
    formatAmount(fromMinor(minor, currency), { currency, locale });

  useEmitted(actor, 'verification.needed', () => {
    void verify({ actionType: 'SEND_PAYMENT' }).then((actionCode) => {
      if (actionCode === null) {
        actor.send({ type: 'verification.cancelled' });
        return;
      }
      // The same details after a reload go under the same key: never sent twice.
      const idempotencyKey = pendingKeyFor(
        paymentDetails({
          recipientId: view.recipient?.id ?? 0,
          amountMinor: view.amountMinor ?? 0,
          currency: view.transferCurrency,
          description: view.description,
          referenceNumber: view.referenceNumber,
        }),
      );
      actor.send({ type: 'verification.granted', actionCode, idempotencyKey });
    });
  });

  useEmitted(actor, 'payment.sent', ({ transfer }) => {
    forgetSentKey(transfer.id);
    forgetDraft();
  });

  const shown = (recipients.data?.recipients ?? []).filter(
    (recipient) => !spei || recipient.details.scheme === 'clabe',
  );
  const amountError = view.fieldErrors?.amount;
  const referenceError = view.fieldErrors?.referenceNumber;
  const descriptionError = view.fieldErrors?.description;

  return (
    <Page
      title={t('payments.title')}
      actions={
        <Inline space="small">
          <Button
            variant="secondary"
            onPress={() => {
              setEditing('new');
            }}
          >
            {t('payments.addRecipient')}
          </Button>
          <Button
            onPress={() => {
              forgetDraft();
              actor.send({ type: 'payment.new', idempotencyKey: crypto.randomUUID() });
            }}
          >
            {t('payments.newPayment')}
          </Button>
        </Inline>
      }
    >
      <Text>{t('payments.available', { amount: money(account.availableMinor) })}</Text>
      <LiveRegion>
        {status ? t(`payments.status.${status}`) : ''}
        {transfer.data?.failureReason ? ` ${transfer.data.failureReason}` : ''}
      </LiveRegion>
      {view.step === 'recipient' && (
        <Stack space="medium">
          <SearchField label={t('payments.searchRecipients')} value={search} onChange={setSearch} />
          {shown.length === 0 && !recipients.isPending && <Text>{t('payments.noRecipients')}</Text>}
          <Stack space="small" component="ul">
            {shown.map((recipient) => (
              <Inline key={recipient.id} space="medium" alignY="center">
                <Text weight="strong">{recipient.name}</Text>
                <Text>{recipient.bankName}</Text>
                <Text>{accountOf(recipient)}</Text>
                {recipient.warnings.includes('unknownBank') && (
                  <Badge tone="caution">{t('payments.recipient.unknownBankBadge')}</Badge>
                )}
                <Button
                  aria-label={t('payments.payRecipient', { name: recipient.name })}
                  onPress={() => {
                    actor.send({ type: 'recipient.chosen', recipient });
                  }}
                >
                  {t('payments.choose')}
                </Button>
                <Button
                  variant="secondary"
                  aria-label={t('payments.editRecipient', { name: recipient.name })}
                  onPress={() => {
                    setEditing(recipient);
                  }}
                >
                  {t('payments.edit')}
                </Button>
                <Button
                  variant="secondary"
                  aria-label={t('payments.removeRecipient', { name: recipient.name })}
                  onPress={() => {
                    remove.mutate(recipient.id);
                  }}
                >
                  {t('payments.remove')}
                </Button>
              </Inline>
            ))}
          </Stack>
        </Stack>
      )}
      {view.step === 'amount' && view.recipient && (
        <AppForm
          aria-label={t('payments.details')}
          errorSummaryTitle={t('payments.problemTitle')}
          onSubmit={() => {
            actor.send({ type: 'details.submitted' });
          }}
        >
          <Stack space="medium">
            <ErrorBanner error={view.error} />
            <Text>
              {t('payments.to', { name: view.recipient.name, bank: view.recipient.bankName })}
            </Text>
            {view.fxCurrencies.length > 0 && (
              <Select
                label={t('payments.currency')}
                value={view.transferCurrency}
                onChange={(currency) => {
                  actor.send({ type: 'currency.changed', currency: String(currency) });
                }}
              >
                {[account.currency, ...view.fxCurrencies].map((currency) => (
                  <SelectItem key={currency} id={currency}>
                    {currency}
                  </SelectItem>
                ))}
              </Select>
            )}
            <TextField
              label={t('payments.amount', { currency: view.transferCurrency })}
              value={view.amount}
              inputMode="decimal"
              isRequired
              onChange={(amount) => {
                actor.send({ type: 'amount.changed', amount });
              }}
              isInvalid={amountError != null}
              errorMessage={amountError ? t(`payments.amount.${amountError}`) : undefined}
            />
            <TextField
              label={t('payments.description')}
              value={view.description}
              maxLength={40}
              isRequired
              onChange={(description) => {
                actor.send({ type: 'description.changed', description });
              }}
              isInvalid={descriptionError != null}
              errorMessage={descriptionError ? t('payments.description.required') : undefined}
            />
            <TextField
              label={t('payments.referenceNumber')}
              value={view.referenceNumber}
              inputMode="numeric"
              isRequired
              onChange={(referenceNumber) => {
                actor.send({ type: 'reference.changed', referenceNumber });
              }}
              isInvalid={referenceError != null}
              errorMessage={
                referenceError ? t(`payments.referenceNumber.${referenceError}`) : undefined
              }
            />
            {view.quoting && <Text>{t('payments.gettingQuote')}</Text>}
            <Inline space="small">
              <Button type="submit" isPending={view.quoting}>
                {t('payments.reviewPayment')}
              </Button>
              <Button
                variant="secondary"
                onPress={() => {
                  actor.send({ type: 'recipient.changeRequested' });
                }}
              >
                {t('payments.changeRecipient')}
              </Button>
            </Inline>
          </Stack>
        </AppForm>
      )}
      {view.step === 'review' && view.recipient && (
        <Stack space="medium">
          <ErrorBanner error={view.error} />
          <Stack space="small">
            <Text>{t('payments.review.recipient', { name: view.recipient.name })}</Text>
            <Text>{t('payments.review.bank', { bank: view.recipient.bankName })}</Text>
            <Text>{t('payments.review.account', { account: accountOf(view.recipient) })}</Text>
            <Text>
              {t('payments.review.amount', {
                amount: money(view.amountMinor ?? 0, view.transferCurrency),
              })}
            </Text>
            {view.quote && (
              <Stack space="small">
                <Text weight="strong">{t('payments.review.quoteTitle')}</Text>
                <Text>
                  {t('payments.review.rate', {
                    source: view.quote.sourceCurrency,
                    rate: view.quote.rate,
                    target: view.quote.targetCurrency,
                  })}
                </Text>
                <Text>
                  {t('payments.review.fee', {
                    amount: money(view.quote.feeMinor, view.quote.sourceCurrency),
                  })}
                </Text>
                <Text>
                  {t('payments.review.platformAmount', {
                    amount: money(view.quote.platformAmountMinor, view.quote.sourceCurrency),
                  })}
                </Text>
                <Text>
                  {t('payments.review.transferAmount', {
                    amount: money(view.quote.transferAmountMinor, view.quote.targetCurrency),
                  })}
                </Text>
                <Text>
                  {view.quoting
                    ? t('payments.review.requoting')
                    : t('payments.review.quoteExpires', {
                        time: new Intl.DateTimeFormat(locale, { timeStyle: 'medium' }).format(
                          new Date(view.quote.expiresAt),
                        ),
                      })}
                </Text>
              </Stack>
            )}
            <Text>{t('payments.review.description', { description: view.description })}</Text>
            <Text>{t('payments.review.reference', { reference: view.referenceNumber })}</Text>
            <Text>
              {spei || view.recipient.details.scheme === 'clabe'
                ? account.speiDelivery
                  ? t(
                      account.speiDelivery.sameDay
                        ? 'payments.review.deliverySpeiToday'
                        : 'payments.review.deliverySpeiNext',
                      {
                        date: formatMonthDayYear(account.speiDelivery.date, locale),
                        cutOff: account.speiDelivery.cutOff,
                      },
                    )
                  : t('payments.review.deliverySpei')
                : t('payments.review.deliveryWire')}
            </Text>
          </Stack>
          <Inline space="small">
            <Button
              isPending={view.sending || view.quoting}
              onPress={() => {
                actor.send({ type: 'payment.sendRequested' });
              }}
            >
              {t('payments.sendPayment')}
            </Button>
            <Button
              variant="secondary"
              isDisabled={view.sending}
              onPress={() => {
                actor.send({ type: 'details.editRequested' });
              }}
            >
              {t('payments.edit')}
            </Button>
          </Inline>
        </Stack>
      )}
      {view.step === 'sent' && view.transfer && status && (
        <Stack space="medium">
          <Inline space="small" alignY="center">
            <Text weight="strong">
              {t('payments.sent', { name: view.transfer.recipient.name })}
            </Text>
            <Badge tone={STATUS_TONE[status]}>{t(`payments.status.${status}`)}</Badge>
          </Inline>
          <Text>
            {t('payments.review.amount', {
              amount: money(view.transfer.amountMinor, view.transfer.currency),
            })}
          </Text>
          {view.transfer.trackingKey && (
            <Text>{t('payments.trackingKey', { key: view.transfer.trackingKey })}</Text>
          )}
          {transfer.data?.failureReason && <Text>{transfer.data.failureReason}</Text>}
          {confirmationUrl !== null && (
            <Button
              variant="secondary"
              onPress={() => {
                // The server's link, outside the app's routes: opened, not navigated to.
                window.open(confirmationUrl, '_blank', 'noopener');
              }}
            >
              {t('payments.confirmationPdf')}
            </Button>
          )}
        </Stack>
      )}
      {editing !== null && (
        <Suspense fallback={null}>
          <RecipientDialog
            recipient={editing === 'new' ? null : editing}
            defaultScheme={spei || account.currency === 'MXN' ? 'clabe' : 'us'}
            onClose={() => {
              setEditing(null);
            }}
            onSaved={() => {
              setEditing(null);
            }}
          />
        </Suspense>
      )}
    </Page>
  );
}
