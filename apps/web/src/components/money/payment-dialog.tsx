import { Button, Link, Stack, Text } from '@outlay/design-system';
import type { BankPaymentStep } from '@outlay/machines/kernel/verified-payment';
import type { ReactNode } from 'react';
import { AppForm } from '@/components/app-form';
import { ErrorBanner } from '@/components/error-banner';
import { FlowDialog, RetryActions, SendActions } from '@/components/flow-dialog';

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

/** The dialog's words for its footer and for a currency without an AutoPay account. */
export interface BankPaymentLabels {
  cancel: string;
  /** The send button, with the amount. */
  submit: string;
  close: string;
  retry: string;
  noAccount: string;
  goToBilling: string;
}

interface BankPaymentDialogProps {
  title: string;
  step: BankPaymentStep;
  /** The code is asked for or the payment is with the server: the dialog holds. */
  sending: boolean;
  /** What the step says (announced, and shown from `waiting` on); empty on the form. */
  news: string;
  labels: BankPaymentLabels;
  /** Where billing adds an AutoPay account, for a currency without one. */
  billingHref: string;
  formId: string;
  onClose: () => void;
  onRetry: () => void;
  /** The form (`PaymentForm`), shown on the `form` step. */
  form: ReactNode;
}

/** A payment dialog whose debit the bank answers later (a statement's, a loan's). */
export function BankPaymentDialog({
  title,
  step,
  sending,
  news,
  labels,
  billingHref,
  formId,
  onClose,
  onRetry,
  form,
}: BankPaymentDialogProps) {
  return (
    <FlowDialog
      title={title}
      isPending={sending}
      onClose={onClose}
      news={news}
      actions={
        step === 'form' ? (
          <SendActions
            cancelLabel={labels.cancel}
            sendLabel={labels.submit}
            isPending={sending}
            onCancel={onClose}
            send={{ formId }}
          />
        ) : step === 'refused' ? (
          <RetryActions
            closeLabel={labels.close}
            retryLabel={labels.retry}
            onClose={onClose}
            onRetry={onRetry}
          />
        ) : (
          <Button onPress={onClose}>{labels.close}</Button>
        )
      }
    >
      {step === 'noAccount' && (
        <Stack space="small">
          <Text>{labels.noAccount}</Text>
          <Link href={billingHref}>{labels.goToBilling}</Link>
        </Stack>
      )}
      {step === 'form' && form}
      {step === 'waiting' && <Text>{news}</Text>}
      {step === 'paid' && <Text weight="strong">{news}</Text>}
      {step === 'refused' && <Text tone="critical">{news}</Text>}
    </FlowDialog>
  );
}
