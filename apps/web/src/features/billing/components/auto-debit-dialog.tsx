import type { AutopayAccountsChanged } from '@outlay/api-client';
import { Radio, RadioGroup, Text } from '@outlay/design-system';
import { useState } from 'react';
import { ChoiceDialog } from '@/components/form-dialog';
import { useTranslator } from '@/i18n/intl';
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
    <ChoiceDialog
      title={t('billing.autoDebit.title', { currency: view.currency })}
      error={change.error}
      isPending={change.isPending}
      isSubmitDisabled={choice === null}
      onSubmit={() => {
        if (choice !== null) void change.run({ accountId: Number(choice) });
      }}
      onCancel={onClose}
      cancelLabel={t('billing.cancel')}
      submitLabel={t('billing.autoDebit.submit')}
    >
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
    </ChoiceDialog>
  );
}
