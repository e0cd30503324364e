import { Button, Radio, RadioGroup, Text } from '@outlay/design-system';
import { applyCashbackActors } from '@outlay/machines/apply-cashback/apply-cashback.actors';
import { applyCashbackMachine } from '@outlay/machines/apply-cashback/apply-cashback.machine';
import type { DepositAccount } from '@outlay/machines/apply-cashback/apply-cashback.types';
import { applyCashbackView } from '@outlay/machines/apply-cashback/apply-cashback.view';
import { fromMinor } from '@outlay/rules';
import { useActorRef, useSelector } from '@xstate/react';
import { useId } from 'react';
import { FlowDialog, SendActions } from '@/components/flow-dialog';
import { AmountChoice } from '@/components/money/amount-choice';
import { BankAccountSelect } from '@/components/money/bank-account-select';
import { PaymentForm } from '@/components/money/payment-dialog';
import { useTranslator } from '@/i18n/intl';
import { formatAmount } from '@/lib/format/format-amount';
import { onAppClient } from '@/lib/flow-actors';
import { sameView } from '@/lib/same-view';
import { useEmitted } from '@/lib/use-emitted';
import { useVerificationAnswer } from '@/lib/verification';
import { useRedemptionRequested } from '../api/rewards';

const applyCashbackFlow = onAppClient(applyCashbackMachine, applyCashbackActors);

interface ApplyCashbackDialogProps {
  currency: string;
  availableMinor: number;
  accounts: readonly DepositAccount[];
  onClose: () => void;
}

/**
 * Apply to statement: all of the available cashback or another amount, to the open statement
 * or a verified AutoPay account, a fresh code, then the redemption on its way (the page shows
 * it pending until the issuer or the bank answers).
 */
export function ApplyCashbackDialog({
  currency,
  availableMinor,
  accounts,
  onClose,
}: ApplyCashbackDialogProps) {
  const { t, locale } = useTranslator();
  const answerVerification = useVerificationAnswer();
  const redemptionRequested = useRedemptionRequested();
  const formId = useId();
  const actor = useActorRef(applyCashbackFlow, {
    input: { currency, availableMinor, accounts },
  });
  const view = useSelector(actor, applyCashbackView, sameView);
  const money = (minor: number) => formatAmount(fromMinor(minor, currency), { currency, locale });

  useEmitted(actor, 'verification.needed', () => {
    answerVerification(actor, { actionType: 'REDEEM_REWARDS' });
  });
  useEmitted(actor, 'redemption.requested', redemptionRequested);

  const amountError = view.fieldErrors?.amount;
  const requested = view.redemption;
  let news = '';
  if (view.step === 'requested' && requested) {
    news = t(
      requested.destination === 'statement'
        ? 'rewards.apply.requested.statement'
        : 'rewards.apply.requested.account',
      { amount: money(requested.amount) },
    );
  }

  return (
    <FlowDialog
      title={t('rewards.apply.title')}
      isPending={view.sending}
      onClose={onClose}
      news={news}
      actions={
        view.step === 'form' ? (
          <SendActions
            cancelLabel={t('rewards.apply.cancel')}
            sendLabel={t('rewards.apply.submit', { amount: money(view.redeemingMinor ?? 0) })}
            isPending={view.sending}
            onCancel={onClose}
            send={{ formId }}
          />
        ) : (
          <Button onPress={onClose}>{t('rewards.apply.close')}</Button>
        )
      }
    >
      {view.step === 'nothingAvailable' && <Text>{t('rewards.apply.nothingAvailable')}</Text>}
      {view.step === 'requested' && <Text weight="strong">{news}</Text>}
      {view.step === 'form' && (
        <PaymentForm
          id={formId}
          title={t('rewards.apply.title')}
          problemTitle={t('rewards.apply.problemTitle')}
          error={view.error}
          confirmNote={t('rewards.apply.confirmNote')}
          onSubmit={() => {
            actor.send({ type: 'apply.submitted' });
          }}
        >
          <AmountChoice
            label={t('rewards.apply.amount')}
            wholeLabel={t('rewards.apply.all', { amount: money(view.availableMinor) })}
            otherLabel={t('rewards.apply.otherAmount')}
            otherFieldLabel={t('rewards.apply.otherAmountField', { currency })}
            choice={view.choice === 'other' ? 'other' : 'whole'}
            otherAmount={view.otherAmount}
            onChoiceChange={(choice) => {
              actor.send({
                type: 'amount.choiceChanged',
                choice: choice === 'other' ? 'other' : 'all',
              });
            }}
            onOtherAmountChange={(amount) => {
              actor.send({ type: 'amount.changed', amount });
            }}
            otherAmountError={
              amountError
                ? t(`rewards.apply.amount.${amountError}`, {
                    amount: money(view.availableMinor),
                  })
                : undefined
            }
          />
          <RadioGroup
            label={t('rewards.apply.destination')}
            value={view.destination}
            onChange={(destination) => {
              actor.send({
                type: 'destination.chosen',
                destination: destination === 'account' ? 'account' : 'statement',
              });
            }}
          >
            <Radio value="statement">{t('rewards.apply.toStatement')}</Radio>
            <Radio value="account" isDisabled={view.accounts.length === 0}>
              {t('rewards.apply.toAccount')}
            </Radio>
          </RadioGroup>
          {view.destination === 'account' && (
            <BankAccountSelect
              label={t('rewards.apply.depositTo')}
              accounts={view.accounts}
              accountId={view.accountId}
              onChange={(accountId) => {
                actor.send({ type: 'account.chosen', accountId });
              }}
              errorMessage={
                view.fieldErrors?.account ? t('rewards.apply.depositTo.required') : undefined
              }
            />
          )}
        </PaymentForm>
      )}
    </FlowDialog>
  );
}
