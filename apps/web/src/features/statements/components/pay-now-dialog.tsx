import type { Statement } from '@outlay/api-client';
import { statementPayActors } from '@outlay/machines/statement-pay/statement-pay.actors';
import { statementPayMachine } from '@outlay/machines/statement-pay/statement-pay.machine';
import type { PayingAccount } from '@outlay/machines/statement-pay/statement-pay.types';
import { statementPayView } from '@outlay/machines/statement-pay/statement-pay.view';
import { fromMinor } from '@outlay/rules';
import { useActorRef, useSelector } from '@xstate/react';
import { useId } from 'react';
import { AmountChoice } from '@/components/money/amount-choice';
import { BankAccountSelect } from '@/components/money/bank-account-select';
import { BankPaymentDialog, PaymentForm } from '@/components/money/payment-dialog';
import { useTranslator } from '@/i18n/intl';
import { formatAmount } from '@/lib/format/format-amount';
import { onAppClient } from '@/lib/flow-actors';
import { sameView } from '@/lib/same-view';
import { useEmitted } from '@/lib/use-emitted';
import { useVerificationAnswer } from '@/lib/verification';
import { useStatementPaymentRequested } from '../api/statements';

const statementPayFlow = onAppClient(statementPayMachine, statementPayActors);

interface PayNowDialogProps {
  /** The statement as the page reads it, again and again while the bank decides. */
  statement: Statement;
  accounts: readonly PayingAccount[];
  /** Where billing adds an AutoPay account, for a currency without one. */
  billingHref: string;
  onClose: () => void;
}

/**
 * Pay now: the amount due or another amount, the AutoPay account it is paid from, a fresh code,
 * then the bank's answer as the statement tells it (paid, or refused).
 */
export function PayNowDialog({ statement, accounts, billingHref, onClose }: PayNowDialogProps) {
  const { t, locale } = useTranslator();
  const answerVerification = useVerificationAnswer();
  const paymentRequested = useStatementPaymentRequested();
  const formId = useId();
  const currency = statement.currency.alphaCode;
  const actor = useActorRef(statementPayFlow, {
    input: {
      statementId: statement.id,
      currency,
      amountDueMinor: statement.amountDue,
      accounts,
    },
  });
  const view = useSelector(actor, statementPayView, sameView);
  const money = (minor: number) => formatAmount(fromMinor(minor, currency), { currency, locale });

  useEmitted(actor, 'verification.needed', () => {
    answerVerification(actor, { actionType: 'PAY_STATEMENT' });
  });
  useEmitted(actor, 'payment.requested', paymentRequested);

  // The bank answers on the server's queue; the statement read again says which way it went.
  const answer =
    view.payment !== null && statement.payment?.id === view.payment.id
      ? statement.payment.status
      : null;

  const amountError = view.fieldErrors?.amount;
  const news = {
    noAccount: '',
    form: '',
    waiting: t('statements.pay.waiting', { amount: money(view.payment?.amount ?? 0) }),
    paid: t('statements.pay.paid', { amount: money(view.payment?.amount ?? 0) }),
    refused: t('statements.pay.refused'),
  }[view.step];

  return (
    <BankPaymentDialog
      title={t('statements.pay.title')}
      messages="statements.pay"
      submitLabel={t('statements.pay.submit', { amount: money(view.payingMinor ?? 0) })}
      currency={currency}
      flow={actor}
      step={view.step}
      sending={view.sending}
      answer={answer}
      news={news}
      billingHref={billingHref}
      formId={formId}
      onClose={onClose}
      form={
        <PaymentForm
          id={formId}
          title={t('statements.pay.title')}
          problemTitle={t('statements.pay.problemTitle')}
          error={view.error}
          confirmNote={t('statements.pay.confirmNote')}
          onSubmit={() => {
            actor.send({ type: 'payment.submitted' });
          }}
        >
          <AmountChoice
            label={t('statements.pay.amount')}
            wholeLabel={t('statements.pay.amountDue', { amount: money(view.amountDueMinor) })}
            otherLabel={t('statements.pay.otherAmount')}
            otherFieldLabel={t('statements.pay.otherAmountField', { currency })}
            choice={view.choice === 'other' ? 'other' : 'whole'}
            otherAmount={view.otherAmount}
            onChoiceChange={(choice) => {
              actor.send({
                type: 'amount.choiceChanged',
                choice: choice === 'other' ? 'other' : 'due',
              });
            }}
            onOtherAmountChange={(amount) => {
              actor.send({ type: 'amount.changed', amount });
            }}
            otherAmountError={
              amountError
                ? t(`statements.pay.amount.${amountError}`, {
                    amount: money(view.amountDueMinor),
                  })
                : undefined
            }
          />
          <BankAccountSelect
            label={t('statements.pay.from')}
            accounts={view.accounts}
            accountId={view.accountId}
            onChange={(accountId) => {
              actor.send({ type: 'account.chosen', accountId });
            }}
            errorMessage={view.fieldErrors?.account ? t('statements.pay.from.required') : undefined}
          />
        </PaymentForm>
      }
    />
  );
}
