import type { Loan } from '@outlay/api-client';
import { DescriptionList, Text } from '@outlay/design-system';
import { loanPayActors } from '@outlay/machines/loan-pay/loan-pay.actors';
import { loanPayMachine } from '@outlay/machines/loan-pay/loan-pay.machine';
import type { LoanPayInput, PayingAccount } from '@outlay/machines/loan-pay/loan-pay.types';
import { loanPayView } from '@outlay/machines/loan-pay/loan-pay.view';
import { fromMinor } from '@outlay/rules';
import { useActorRef, useSelector } from '@xstate/react';
import { useId } from 'react';
import { BankAccountSelect } from '@/components/money/bank-account-select';
import { BankPaymentDialog, PaymentForm } from '@/components/money/payment-dialog';
import { useTranslator } from '@/i18n/intl';
import { formatMonthDayYear } from '@/lib/format/dates';
import { formatAmount } from '@/lib/format/format-amount';
import { onAppClient } from '@/lib/flow-actors';
import { sameView } from '@/lib/same-view';
import { useEmitted } from '@/lib/use-emitted';
import { useVerificationAnswer } from '@/lib/verification';
import { useLoanPaymentRequested } from '../api/capital';

const loanPayFlow = onAppClient(loanPayMachine, loanPayActors);

/** What the dialog pays: an instalment early (its day and amount), or the payoff today. */
export type LoanPaying = Pick<LoanPayInput, 'kind' | 'dueDate' | 'amountMinor'>;

interface PayLoanDialogProps {
  /** The loan as the page reads it, again and again while the bank decides. */
  loan: Loan;
  paying: LoanPaying;
  accounts: readonly PayingAccount[];
  /** Where billing adds an AutoPay account, for a currency without one. */
  billingHref: string;
  onClose: () => void;
}

/**
 * An instalment paid early, or "Pay off loan": what it costs, the AutoPay account it is paid
 * from, a fresh code, then the bank's answer as the loan tells it (paid, or refused).
 */
export function PayLoanDialog({
  loan,
  paying,
  accounts,
  billingHref,
  onClose,
}: PayLoanDialogProps) {
  const { t, locale } = useTranslator();
  const answerVerification = useVerificationAnswer();
  const paymentRequested = useLoanPaymentRequested();
  const formId = useId();
  const { currency } = loan;
  const actor = useActorRef(loanPayFlow, {
    input: { loanId: loan.id, currency, ...paying, accounts },
  });
  const view = useSelector(actor, loanPayView, sameView);
  const money = (minor: number) => formatAmount(fromMinor(minor, currency), { currency, locale });

  useEmitted(actor, 'verification.needed', () => {
    answerVerification(actor, { actionType: 'PAY_LOAN' });
  });
  useEmitted(actor, 'payment.requested', paymentRequested);

  // The bank answers on the server's queue; the loan read again says which way it went.
  const answer =
    view.payment !== null && loan.payment?.id === view.payment.id ? loan.payment.status : null;

  const title = t(paying.kind === 'payoff' ? 'capital.pay.payoffTitle' : 'capital.pay.title');
  const amount = money(view.payment?.amount ?? view.amountMinor);
  const news = {
    noAccount: '',
    form: '',
    waiting: t('capital.pay.waiting', { amount }),
    paid: t(paying.kind === 'payoff' ? 'capital.pay.paidOff' : 'capital.pay.paid', { amount }),
    refused: t('capital.pay.refused'),
  }[view.step];

  return (
    <BankPaymentDialog
      title={title}
      messages="capital.pay"
      submitLabel={t('capital.pay.submit', { amount: money(view.amountMinor) })}
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
          title={title}
          problemTitle={t('capital.pay.problemTitle')}
          error={view.error}
          confirmNote={t('capital.pay.confirmNote')}
          onSubmit={() => {
            actor.send({ type: 'payment.submitted' });
          }}
        >
          <DescriptionList
            items={[
              paying.kind === 'payoff'
                ? {
                    id: 'payoff',
                    term: t('capital.payoffToday'),
                    description: money(view.amountMinor),
                  }
                : {
                    id: 'instalment',
                    term: t('capital.pay.instalmentOf', {
                      date: formatMonthDayYear(paying.dueDate ?? '', locale),
                    }),
                    description: money(view.amountMinor),
                  },
            ]}
          />
          {paying.kind === 'payoff' && <Text tone="muted">{t('capital.pay.payoffNote')}</Text>}
          <BankAccountSelect
            label={t('capital.pay.from')}
            accounts={view.accounts}
            accountId={view.accountId}
            onChange={(accountId) => {
              actor.send({ type: 'account.chosen', accountId });
            }}
          />
        </PaymentForm>
      }
    />
  );
}
