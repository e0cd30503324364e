import type { Loan } from '@outlay/api-client';
import { Button, DescriptionList, Link, Stack, Text } from '@outlay/design-system';
import { loanPayActors } from '@outlay/machines/loan-pay/loan-pay.actors';
import { loanPayMachine } from '@outlay/machines/loan-pay/loan-pay.machine';
import type { LoanPayInput, PayingAccount } from '@outlay/machines/loan-pay/loan-pay.types';
import { loanPayView } from '@outlay/machines/loan-pay/loan-pay.view';
import { fromMinor } from '@outlay/rules';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useId } from 'react';
import { AppForm } from '@/components/app-form';
import { ErrorBanner } from '@/components/error-banner';
import { FlowDialog, RetryActions, SendActions } from '@/components/flow-dialog';
import { BankAccountSelect } from '@/components/money/bank-account-select';
import { useTranslator } from '@/i18n/intl';
import { formatMonthDayYear } from '@/lib/format/dates';
import { formatAmount } from '@/lib/format/format-amount';
import { onAppClient } from '@/lib/flow-actors';
import { sameView } from '@/lib/same-view';
import { useEmitted } from '@/lib/use-emitted';
import { useBankAnswer } from '@/lib/use-bank-answer';
import { useVerificationAnswer } from '@/lib/verification';
import { loansKey } from '../api/capital';

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
  const queryClient = useQueryClient();
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
  useEmitted(actor, 'payment.requested', () => {
    void queryClient.invalidateQueries({ queryKey: loansKey });
  });

  // The bank answers on the server's queue; the loan read again says which way it went.
  const answer =
    view.payment !== null && loan.payment?.id === view.payment.id ? loan.payment.status : null;
  useBankAnswer(actor, view.step === 'waiting', answer);

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
    <FlowDialog
      title={title}
      isPending={view.sending}
      onClose={onClose}
      news={news}
      actions={
        view.step === 'form' ? (
          <SendActions
            cancelLabel={t('capital.pay.cancel')}
            sendLabel={t('capital.pay.submit', { amount: money(view.amountMinor) })}
            isPending={view.sending}
            onCancel={onClose}
            send={{ formId }}
          />
        ) : view.step === 'refused' ? (
          <RetryActions
            closeLabel={t('capital.pay.close')}
            retryLabel={t('capital.pay.retry')}
            onClose={onClose}
            onRetry={() => {
              actor.send({ type: 'payment.retried' });
            }}
          />
        ) : (
          <Button onPress={onClose}>{t('capital.pay.close')}</Button>
        )
      }
    >
      {view.step === 'noAccount' && (
        <Stack space="small">
          <Text>{t('capital.pay.noAccount', { currency })}</Text>
          <Link href={billingHref}>{t('capital.pay.goToBilling')}</Link>
        </Stack>
      )}
      {view.step === 'form' && (
        <AppForm
          id={formId}
          aria-label={title}
          errorSummaryTitle={t('capital.pay.problemTitle')}
          onSubmit={() => {
            actor.send({ type: 'payment.submitted' });
          }}
        >
          <Stack space="medium">
            <ErrorBanner error={view.error} />
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
            <Text tone="muted">{t('capital.pay.confirmNote')}</Text>
          </Stack>
        </AppForm>
      )}
      {view.step === 'waiting' && <Text>{news}</Text>}
      {view.step === 'paid' && <Text weight="strong">{news}</Text>}
      {view.step === 'refused' && <Text tone="critical">{news}</Text>}
    </FlowDialog>
  );
}
