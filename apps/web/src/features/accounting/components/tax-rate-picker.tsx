import type { AccountingTaxRate as TaxRate } from '@outlay/api-client';
import { useTranslator } from '@/i18n/intl';
import { ChoicePicker, type PickerProps } from './choice-picker';

/** The tax rate: a searchable list of the platform's rates (`description` says a rule chose it). */
export function TaxRatePicker({
  taxRates,
  ...props
}: PickerProps & { taxRates: readonly TaxRate[] }) {
  const { t } = useTranslator();
  return (
    <ChoicePicker
      {...props}
      items={taxRates}
      labelOf={(rate) => rate.name}
      label={t('accounting.taxRate')}
      placeholder={t('accounting.taxRate.placeholder')}
      emptyMessage={t('accounting.taxRate.none')}
    />
  );
}
