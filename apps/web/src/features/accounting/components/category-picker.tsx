import type { ChartOfAccountsEntry as Account } from '@outlay/api-client';
import { useTranslator } from '@/i18n/intl';
import { accountLabel } from '../model/account-label';
import { ChoicePicker, type PickerProps } from './choice-picker';

/** The accounting category: a searchable list of the platform's active accounts. */
export function CategoryPicker({
  accounts,
  ...props
}: PickerProps & { accounts: readonly Account[] }) {
  const { t } = useTranslator();
  return (
    <ChoicePicker
      {...props}
      items={accounts}
      labelOf={accountLabel}
      label={t('accounting.category')}
      placeholder={t('accounting.category.placeholder')}
      emptyMessage={t('accounting.category.none')}
    />
  );
}
