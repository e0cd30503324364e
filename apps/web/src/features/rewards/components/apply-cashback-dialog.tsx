import {
  Button,
  Dialog,
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
import { applyCashbackActors } from '@outlay/machines/apply-cashback/apply-cashback.actors';
import { applyCashbackMachine } from '@outlay/machines/apply-cashback/apply-cashback.machine';
import type { DepositAccount } from '@outlay/machines/apply-cashback/apply-cashback.types';
import { applyCashbackView } from '@outlay/machines/apply-cashback/apply-cashback.view';
import { fromMinor } from '@outlay/rules';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useId } from 'react';
import { AppForm } from '@/components/app-form';
import { ErrorBanner } from '@/components/error-banner';
import { useTranslator } from '@/i18n/intl';
import { formatAmount } from '@/lib/format/format-amount';
import { onAppClient } from '@/lib/flow-actors';
import { sameView } from '@/lib/same-view';
import { useEmitted } from '@/lib/use-emitted';
import { useVerification } from '@/lib/verification';
import { rewardsKey } from '../api/rewards';

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
  const { verify } = useVerification();
  const queryClient = useQueryClient();
  const formId = useId();
  const actor = useActorRef(applyCashbackFlow, {
    input: { currency, availableMinor, accounts },
  });
  const view = useSelector(actor, applyCashbackView, sameView);
  const money = (minor: number) => formatAmount(fromMinor(minor, currency), { currency, locale });

  useEmitted(actor, 'verification.needed', () => {
    void verify({ actionType: 'REDEEM_REWARDS' }).then((actionCode) => {
      actor.send(
        actionCode === null
          ? { type: 'verification.cancelled' }
          : { type: 'verification.granted', actionCode },
      );
    });
  });
  useEmitted(actor, 'redemption.requested', () => {
    void queryClient.invalidateQueries({ queryKey: rewardsKey });
  });

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
    <Modal
      isOpen
      isDismissable={!view.sending}
      isKeyboardDismissDisabled={view.sending}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog
        title={t('rewards.apply.title')}
        actions={
          view.step === 'form' ? (
            <>
              <Button variant="secondary" isDisabled={view.sending} onPress={onClose}>
                {t('rewards.apply.cancel')}
              </Button>
              <Button type="submit" form={formId} isPending={view.sending}>
                {t('rewards.apply.submit', { amount: money(view.redeemingMinor ?? 0) })}
              </Button>
            </>
          ) : (
            <Button onPress={onClose}>{t('rewards.apply.close')}</Button>
          )
        }
      >
        <Stack space="medium">
          <LiveRegion>{news}</LiveRegion>
          {view.step === 'nothingAvailable' && <Text>{t('rewards.apply.nothingAvailable')}</Text>}
          {view.step === 'requested' && <Text weight="strong">{news}</Text>}
          {view.step === 'form' && (
            <AppForm
              id={formId}
              aria-label={t('rewards.apply.title')}
              errorSummaryTitle={t('rewards.apply.problemTitle')}
              onSubmit={() => {
                actor.send({ type: 'apply.submitted' });
              }}
            >
              <Stack space="medium">
                <ErrorBanner error={view.error} />
                <RadioGroup
                  label={t('rewards.apply.amount')}
                  value={view.choice}
                  onChange={(choice) => {
                    actor.send({
                      type: 'amount.choiceChanged',
                      choice: choice === 'other' ? 'other' : 'all',
                    });
                  }}
                >
                  <Radio value="all">
                    {t('rewards.apply.all', { amount: money(view.availableMinor) })}
                  </Radio>
                  <Radio value="other">{t('rewards.apply.otherAmount')}</Radio>
                </RadioGroup>
                {view.choice === 'other' && (
                  <TextField
                    label={t('rewards.apply.otherAmountField', { currency })}
                    value={view.otherAmount}
                    inputMode="decimal"
                    isRequired
                    onChange={(amount) => {
                      actor.send({ type: 'amount.changed', amount });
                    }}
                    isInvalid={amountError != null}
                    errorMessage={
                      amountError
                        ? t(`rewards.apply.amount.${amountError}`, {
                            amount: money(view.availableMinor),
                          })
                        : undefined
                    }
                  />
                )}
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
                  <Select
                    label={t('rewards.apply.depositTo')}
                    items={view.accounts}
                    value={view.accountId}
                    onChange={(key) => {
                      if (key !== null)
                        actor.send({ type: 'account.chosen', accountId: Number(key) });
                    }}
                    isInvalid={view.fieldErrors?.account != null}
                    errorMessage={
                      view.fieldErrors?.account ? t('rewards.apply.depositTo.required') : undefined
                    }
                  >
                    {(account) => (
                      <SelectItem id={account.id}>
                        {account.bankName
                          ? t('rewards.apply.account', {
                              bank: account.bankName,
                              number: account.accountNumber,
                            })
                          : account.accountNumber}
                      </SelectItem>
                    )}
                  </Select>
                )}
                <Text tone="muted">{t('rewards.apply.confirmNote')}</Text>
              </Stack>
            </AppForm>
          )}
        </Stack>
      </Dialog>
    </Modal>
  );
}
