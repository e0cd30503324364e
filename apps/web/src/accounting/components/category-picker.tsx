import type { components } from '@outlay/api-client';
import { ComboBox, ComboBoxItem } from '@outlay/design-system';
import { useTranslator } from '../../i18n/intl';

type Account = components['schemas']['ChartOfAccountsEntry'];

interface CategoryPickerProps {
  accounts: readonly Account[];
  value: string | null;
  onChange: (categoryId: string) => void;
  isDisabled?: boolean;
  autoFocus?: boolean;
  errorMessage?: string;
}

/** An account's name with its nominal code, as the books show it: "Entertainment (420)". */
export const accountLabel = (account: Account) =>
  account.nominalCode ? `${account.name} (${account.nominalCode})` : account.name;

/** The accounting category: a searchable list of the platform's active accounts. */
export function CategoryPicker({
  accounts,
  value,
  onChange,
  isDisabled,
  autoFocus,
  errorMessage,
}: CategoryPickerProps) {
  const { t } = useTranslator();
  return (
    <ComboBox
      label={t('accounting.category')}
      placeholder={t('accounting.category.placeholder')}
      emptyMessage={t('accounting.category.none')}
      defaultItems={accounts}
      value={value}
      onChange={(key) => {
        if (key !== null) onChange(String(key));
      }}
      isDisabled={isDisabled}
      autoFocus={autoFocus}
      menuTrigger="focus"
      isInvalid={errorMessage !== undefined}
      errorMessage={errorMessage}
    >
      {(account) => (
        <ComboBoxItem id={account.id} textValue={accountLabel(account)}>
          {accountLabel(account)}
        </ComboBoxItem>
      )}
    </ComboBox>
  );
}
