import type { components } from '@outlay/api-client';
import { ComboBox, ComboBoxItem } from '@outlay/design-system';
import { useTranslator } from '../../i18n/intl';

type TaxRate = components['schemas']['AccountingTaxRate'];

interface TaxRatePickerProps {
  taxRates: readonly TaxRate[];
  value: string | null;
  onChange: (taxRateId: string) => void;
  isDisabled?: boolean;
  autoFocus?: boolean;
  errorMessage?: string;
  /** Says the rate was chosen by the category's rule. */
  description?: string;
}

/** The tax rate: a searchable list of the platform's rates. */
export function TaxRatePicker({
  taxRates,
  value,
  onChange,
  isDisabled,
  autoFocus,
  errorMessage,
  description,
}: TaxRatePickerProps) {
  const { t } = useTranslator();
  return (
    <ComboBox
      label={t('accounting.taxRate')}
      placeholder={t('accounting.taxRate.placeholder')}
      emptyMessage={t('accounting.taxRate.none')}
      defaultItems={taxRates}
      value={value}
      onChange={(key) => {
        if (key !== null) onChange(String(key));
      }}
      isDisabled={isDisabled}
      autoFocus={autoFocus}
      menuTrigger="focus"
      description={description}
      isInvalid={errorMessage !== undefined}
      errorMessage={errorMessage}
    >
      {(rate) => (
        <ComboBoxItem id={rate.id} textValue={rate.name}>
          {rate.name}
        </ComboBoxItem>
      )}
    </ComboBox>
  );
}
