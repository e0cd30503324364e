import { Button, Link, Stack, Text } from '@outlay/design-system';
import type { BankPaymentStep } from '@outlay/machines/kernel/verified-payment';
import type { ReactNode } from 'react';
import { AppForm } from '@/components/app-form';
import { ErrorBanner } from '@/components/error-banner';
import { FlowDialog, RetryActions, SendActions } from '@/components/flow-dialog';
import { useTranslator } from '@/i18n/intl';
import { type DebitStatus, useBankAnswer } from '@/lib/use-bank-answer';

// The dialogs that pay with a verification code (Pay now, paying a loan, Apply to statement)
// are one dialog with their own fields and words: the form and its footer, and, for a debit
// the bank answers later, the steps after it (waiting, paid, refused and tried again).

interface PaymentFormProps {
  id: string;
  /** The dialog's title: the form's accessible name. */
  title: string;
  problemTitle: string;
  /** The server's last refusal, shown above the fields. */
  error: unknown;
  /** What sending does, under the fields. */
  confirmNote: string;
  onSubmit: () => void;
  children: ReactNode;
}

/** The form of a payment dialog: its refusal, its fields, and what sending does. */
export function PaymentForm({
  id,
  title,
  problemTitle,
  error,
  confirmNote,
  onSubmit,
  children,
}: PaymentFormProps) {
  return (
    <AppForm id={id} aria-label={title} errorSummaryTitle={problemTitle} onSubmit={onSubmit}>
      <Stack space="medium">
        <ErrorBanner error={error} />
        {children}
        <Text tone="muted">{confirmNote}</Text>
      </Stack>
    </AppForm>
  );
}

/**
 * Where a bank payment dialog's words are in the catalog: `<area>.cancel`, `.close`, `.retry`,
 * `.noAccount` (with the currency) and `.goToBilling`.
 */
export type BankPaymentMessages = 'statements.pay' | 'capital.pay';

interface BankPaymentDialogProps {
  title: string;
  messages: BankPaymentMessages;
  /** The send button's words, with the amount. */
  submitLabel: string;
  currency: string;
  /** The flow: told the bank's answer, and `payment.retried` once refused. */
  flow: { send(event: { type: DebitAnswer | 'payment.retried' }): void };
  step: BankPaymentStep;
  /** The code is asked for or the payment is with the server: the dialog holds. */
  sending: boolean;
  /** The status of this payment as the page reads it again; null before it is read. */
  answer: DebitStatus | null;
  /** What the step says (announced, and shown from `waiting` on); empty on the form. */
  news: string;
  /** Where billing adds an AutoPay account, for a currency without one. */
  billingHref: string;
  formId: string;
  onClose: () => void;
  /** The form (`PaymentForm`), shown on the `form` step. */
  form: ReactNode;
}

type DebitAnswer = 'bank.confirmed' | 'bank.refused';

/**
 * A payment dialog whose debit the bank answers later (a statement's, a loan's): the bank
 * answers on the server's queue, and the page's read of the statement or loan again says
 * which way it went.
 */
export function BankPaymentDialog({
  title,
  messages,
  submitLabel,
  currency,
  flow,
  step,
  sending,
  answer,
  news,
  billingHref,
  formId,
  onClose,
  form,
}: BankPaymentDialogProps) {
  const { t } = useTranslator();
  useBankAnswer(flow, step === 'waiting', answer);
  return (
    <FlowDialog
      title={title}
      isPending={sending}
      onClose={onClose}
      news={news}
      actions={
        step === 'form' ? (
          <SendActions
            cancelLabel={t(`${messages}.cancel`)}
            sendLabel={submitLabel}
            isPending={sending}
            onCancel={onClose}
            send={{ formId }}
          />
        ) : step === 'refused' ? (
          <RetryActions
            closeLabel={t(`${messages}.close`)}
            retryLabel={t(`${messages}.retry`)}
            onClose={onClose}
            onRetry={() => {
              flow.send({ type: 'payment.retried' });
            }}
          />
        ) : (
          <Button onPress={onClose}>{t(`${messages}.close`)}</Button>
        )
      }
    >
      {step === 'noAccount' && (
        <Stack space="small">
          <Text>{t(`${messages}.noAccount`, { currency })}</Text>
          <Link href={billingHref}>{t(`${messages}.goToBilling`)}</Link>
        </Stack>
      )}
      {step === 'form' && form}
      {step === 'waiting' && <Text>{news}</Text>}
      {step === 'paid' && <Text weight="strong">{news}</Text>}
      {step === 'refused' && <Text tone="critical">{news}</Text>}
    </FlowDialog>
  );
}
