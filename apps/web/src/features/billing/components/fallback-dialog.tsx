import type { AutopayAccountsChanged } from '@outlay/api-client';
import { Radio, RadioGroup, TextField } from '@outlay/design-system';
import { E164_PHONE } from '@outlay/rules';
import { useState } from 'react';
import { FormDialog } from '@/components/form-dialog';
import { useTranslator } from '@/i18n/intl';
import { usePhoneRules } from '@/lib/phone-rules';
import { useCheckedSubmit, type FieldProblems } from '@/lib/use-checked-submit';
import { attachFallbackAccount } from '../api/attach-fallback-account';
import { useAutopayChange } from '../api/use-autopay-change';
import type { AutopayCurrencyView } from '../model/autopay-currencies';
import { useAccountName } from './account-summary';

export interface FallbackDialogProps {
  view: AutopayCurrencyView;
  onChanged: (answer: AutopayAccountsChanged) => void;
  onClose: () => void;
}

/**
 * The fallback account: debited when the auto-debit account's debit fails, after a call to
 * the phone number given here.
 */
export function FallbackDialog({ view, onChanged, onClose }: FallbackDialogProps) {
  const { t } = useTranslator();
  const name = useAccountName();
  const current = view.fallbackAccount;
  const [choice, setChoice] = useState<string | null>(
    current
      ? String(current.id)
      : view.fallbackCandidates.length === 1
        ? String(view.fallbackCandidates[0]?.id)
        : null,
  );
  const [phone, setPhone] = useState(current?.companyBankAccountFallback?.phoneNumber ?? '');
  const attach = useAutopayChange('ATTACH_FALLBACK_ACCOUNT', attachFallbackAccount, onChanged);
  const phoneNumber = phone.replace(/[\s().-]/g, '');
  const phoneRules = usePhoneRules();
  const checked = useCheckedSubmit(
    () => {
      const found: FieldProblems = {};
      if (choice === null) found.account = t('billing.fallback.accountRequired');
      if (phoneNumber === '') found.phoneNumber = t('billing.fallback.phoneRequired');
      // The shape at once; whether such a number exists once the phone rules have loaded.
      else if (
        !E164_PHONE.test(phoneNumber) ||
        (phoneRules && !phoneRules.isInternationalPhoneNumber(phoneNumber))
      ) {
        found.phoneNumber = t('billing.fallback.phoneInvalid');
      }
      return found;
    },
    () => {
      if (choice !== null) void attach.run({ accountId: Number(choice), phoneNumber });
    },
  );

  const title = t('billing.fallback.title', { currency: view.currency });
  return (
    <FormDialog
      title={title}
      error={attach.error}
      isPending={attach.isPending}
      {...checked.form}
      onCancel={onClose}
      cancelLabel={t('billing.cancel')}
      submitLabel={t('billing.fallback.submit')}
    >
      <RadioGroup
        name="account"
        label={t('billing.fallback.label')}
        description={t('billing.fallback.description')}
        value={choice}
        onChange={setChoice}
        isRequired
      >
        {view.fallbackCandidates.map((account) => (
          <Radio key={account.id} value={String(account.id)}>
            {name(account)}
          </Radio>
        ))}
      </RadioGroup>
      <TextField
        name="phoneNumber"
        type="tel"
        autoComplete="tel"
        label={t('billing.fallback.phone')}
        description={t('billing.fallback.phoneHint')}
        value={phone}
        onChange={setPhone}
        maxLength={24}
        isRequired
      />
    </FormDialog>
  );
}
