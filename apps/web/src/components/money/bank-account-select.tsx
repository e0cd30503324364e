import { Select, SelectItem } from '@outlay/design-system';
import { useTranslator } from '@/i18n/intl';

export interface ChosenBankAccount {
  id: number;
  /** Masked, for example `••••4321`. */
  accountNumber: string;
  bankName: string | null;
}

interface BankAccountSelectProps {
  label: string;
  accounts: readonly ChosenBankAccount[];
  accountId: number | null;
  onChange: (accountId: number) => void;
  /** Shown when no account is chosen and the form was sent. */
  errorMessage?: string;
}

/** One of the company's bank accounts, named by its bank and masked number ("Chase ••••6789"). */
export function BankAccountSelect(props: BankAccountSelectProps) {
  const { t } = useTranslator();
  return (
    <Select
      label={props.label}
      items={props.accounts}
      value={props.accountId}
      onChange={(key) => {
        if (key !== null) props.onChange(Number(key));
      }}
      isInvalid={props.errorMessage !== undefined}
      errorMessage={props.errorMessage}
    >
      {(account) => (
        <SelectItem id={account.id}>
          {account.bankName
            ? t('money.bankAccount', { bank: account.bankName, number: account.accountNumber })
            : account.accountNumber}
        </SelectItem>
      )}
    </Select>
  );
}
