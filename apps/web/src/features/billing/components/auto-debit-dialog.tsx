import type { AutopayAccountsChanged } from '@outlay/api-client';
import { Button, Dialog, Modal, Radio, RadioGroup, Stack, Text } from '@outlay/design-system';
import { useState } from 'react';
import { ErrorBanner } from '../../../components/error-banner';
import { useTranslator } from '../../../i18n/intl';
import { changeAutoDebitAccount } from '../api/change-auto-debit-account';
import { useAutopayChange } from '../api/use-autopay-change';
import type { AutopayCurrencyView } from '../model/autopay-currencies';
import { useAccountName } from './account-summary';

export interface AutoDebitDialogProps {
  view: AutopayCurrencyView;
  onChanged: (answer: AutopayAccountsChanged) => void;
  onClose: () => void;
}

/** Choose the verified account that pays a currency's statements automatically. */
export function AutoDebitDialog({ view, onChanged, onClose }: AutoDebitDialogProps) {
  const { t } = useTranslator();
  const name = useAccountName();
  const [choice, setChoice] = useState<string | null>(
    view.autoDebitCandidates.length === 1 ? String(view.autoDebitCandidates[0]?.id) : null,
  );
  const change = useAutopayChange('CHANGE_AUTO_DEBIT_ACCOUNT', changeAutoDebitAccount, onChanged);
  return (
    <Modal isOpen onOpenChange={(isOpen) => !isOpen && onClose()}>
      <Dialog
        title={t('billing.autoDebit.title', { currency: view.currency })}
        actions={
          <>
            <Button variant="secondary" onPress={onClose}>
              {t('billing.cancel')}
            </Button>
            <Button
              isDisabled={choice === null}
              isPending={change.isPending}
              onPress={() => {
                if (choice !== null) void change.run({ accountId: Number(choice) });
              }}
            >
              {t('billing.autoDebit.submit')}
            </Button>
          </>
        }
      >
        <Stack space="medium">
          <ErrorBanner error={change.error} />
          {view.autoDebitAccount && (
            <Text>{t('billing.autoDebit.current', { account: name(view.autoDebitAccount) })}</Text>
          )}
          {view.autoDebitCandidates.length === 0 ? (
            <Text>{t('billing.autoDebit.none', { currency: view.currency })}</Text>
          ) : (
            <RadioGroup
              label={t('billing.autoDebit.label')}
              description={t('billing.autoDebit.description')}
              value={choice}
              onChange={setChoice}
            >
              {view.autoDebitCandidates.map((account) => (
                <Radio key={account.id} value={String(account.id)}>
                  {name(account)}
                </Radio>
              ))}
            </RadioGroup>
          )}
        </Stack>
      </Dialog>
    </Modal>
  );
}
