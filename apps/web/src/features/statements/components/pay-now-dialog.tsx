import type { Statement } from '@outlay/api-client';
import {
  Button,
  Dialog,
  Link,
  LiveRegion,
  Modal,
  Radio,
  RadioGroup,
  Select,
  SelectItem,
  Stack,
  Text,
  TextField,
} from '@outlay/design-system';
import { statementPayActors } from '@outlay/machines/statement-pay/statement-pay.actors';
import { statementPayMachine } from '@outlay/machines/statement-pay/statement-pay.machine';
import type { PayingAccount } from '@outlay/machines/statement-pay/statement-pay.types';
import { statementPayView } from '@outlay/machines/statement-pay/statement-pay.view';
import { fromMinor } from '@outlay/rules';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId } from 'react';
import { AppForm } from '@/components/app-form';
import { ErrorBanner } from '@/components/error-banner';
import { useTranslator } from '@/i18n/intl';
import { formatAmount } from '@/lib/format/format-amount';
import { onAppClient } from '@/lib/flow-actors';
import { operationKey } from '@/lib/operation-query';
import { sameView } from '@/lib/same-view';
import { useEmitted } from '@/lib/use-emitted';
import { useVerification } from '@/lib/verification';
import { statementsKey } from '../api/statements';

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
  const { verify } = useVerification();
  const queryClient = useQueryClient();
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
    void verify({ actionType: 'PAY_STATEMENT' }).then((actionCode) => {
      actor.send(
        actionCode === null
          ? { type: 'verification.cancelled' }
          : { type: 'verification.granted', actionCode },
      );
    });
  });
  useEmitted(actor, 'payment.requested', () => {
    void queryClient.invalidateQueries({ queryKey: statementsKey });
  });

  // The bank answers on the server's queue; the statement read again says which way it went.
  const answer =
    view.payment !== null && statement.payment?.id === view.payment.id
      ? statement.payment.status
      : null;
  useEffect(() => {
    if (view.step !== 'waiting' || answer === null || answer === 'pending') return;
    actor.send({ type: answer === 'confirmed' ? 'bank.confirmed' : 'bank.refused' });
    if (answer === 'confirmed') {
      void queryClient.invalidateQueries({
        queryKey: operationKey('get', '/v2/web/dashboard/get-statistics'),
      });
    }
  }, [actor, answer, queryClient, view.step]);

  const amountError = view.fieldErrors?.amount;
  const news = {
    noAccount: '',
    form: '',
    waiting: t('statements.pay.waiting', { amount: money(view.payment?.amount ?? 0) }),
    paid: t('statements.pay.paid', { amount: money(view.payment?.amount ?? 0) }),
    refused: t('statements.pay.refused'),
  }[view.step];

  return (
    <Modal
      isOpen
      isDismissable={!view.sending}
      isKeyboardDismissDisabled={view.sending}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog
        title={t('statements.pay.title')}
        actions={
          view.step === 'form' ? (
            <>
              <Button variant="secondary" isDisabled={view.sending} onPress={onClose}>
                {t('statements.pay.cancel')}
              </Button>
              <Button type="submit" form={formId} isPending={view.sending}>
                {t('statements.pay.submit', { amount: money(view.payingMinor ?? 0) })}
              </Button>
            </>
          ) : view.step === 'refused' ? (
            <>
              <Button variant="secondary" onPress={onClose}>
                {t('statements.pay.close')}
              </Button>
              <Button
                onPress={() => {
                  actor.send({ type: 'payment.retried' });
                }}
              >
                {t('statements.pay.retry')}
              </Button>
            </>
          ) : (
            <Button onPress={onClose}>{t('statements.pay.close')}</Button>
          )
        }
      >
        <Stack space="medium">
          <LiveRegion>{news}</LiveRegion>
          {view.step === 'noAccount' && (
            <Stack space="small">
              <Text>{t('statements.pay.noAccount', { currency })}</Text>
              <Link href={billingHref}>{t('statements.pay.goToBilling')}</Link>
            </Stack>
          )}
          {view.step === 'form' && (
            <AppForm
              id={formId}
              aria-label={t('statements.pay.title')}
              errorSummaryTitle={t('statements.pay.problemTitle')}
              onSubmit={() => {
                actor.send({ type: 'payment.submitted' });
              }}
            >
              <Stack space="medium">
                <ErrorBanner error={view.error} />
                <RadioGroup
                  label={t('statements.pay.amount')}
                  value={view.choice}
                  onChange={(choice) => {
                    actor.send({
                      type: 'amount.choiceChanged',
                      choice: choice === 'other' ? 'other' : 'due',
                    });
                  }}
                >
                  <Radio value="due">
                    {t('statements.pay.amountDue', { amount: money(view.amountDueMinor) })}
                  </Radio>
                  <Radio value="other">{t('statements.pay.otherAmount')}</Radio>
                </RadioGroup>
                {view.choice === 'other' && (
                  <TextField
                    label={t('statements.pay.otherAmountField', { currency })}
                    value={view.otherAmount}
                    inputMode="decimal"
                    isRequired
                    onChange={(amount) => {
                      actor.send({ type: 'amount.changed', amount });
                    }}
                    isInvalid={amountError != null}
                    errorMessage={
                      amountError
                        ? t(`statements.pay.amount.${amountError}`, {
                            amount: money(view.amountDueMinor),
                          })
                        : undefined
                    }
                  />
                )}
                <Select
                  label={t('statements.pay.from')}
                  items={view.accounts}
                  value={view.accountId}
                  onChange={(key) => {
                    if (key !== null)
                      actor.send({ type: 'account.chosen', accountId: Number(key) });
                  }}
                  isInvalid={view.fieldErrors?.account != null}
                  errorMessage={
                    view.fieldErrors?.account ? t('statements.pay.from.required') : undefined
                  }
                >
                  {(account) => (
                    <SelectItem id={account.id}>
                      {account.bankName
                        ? t('statements.pay.account', {
                            bank: account.bankName,
                            number: account.accountNumber,
                          })
                        : account.accountNumber}
                    </SelectItem>
                  )}
                </Select>
                <Text tone="muted">{t('statements.pay.confirmNote')}</Text>
              </Stack>
            </AppForm>
          )}
          {view.step === 'waiting' && <Text>{news}</Text>}
          {view.step === 'paid' && <Text weight="strong">{news}</Text>}
          {view.step === 'refused' && <Text tone="critical">{news}</Text>}
        </Stack>
      </Dialog>
    </Modal>
  );
}
