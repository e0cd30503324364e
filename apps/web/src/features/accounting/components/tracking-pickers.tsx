import type { TrackingStyle } from '@outlay/api-client';
import { ComboBox, ComboBoxItem, Stack, TreeSelect } from '@outlay/design-system';
import { useTranslator } from '@/i18n/intl';
import { choose, optionIn, optionsOf, type TrackingCategory } from '../model/tracking';

interface TrackingPickersProps {
  categories: readonly TrackingCategory[];
  /** Xero's are one searchable dropdown per category; the others' trees. */
  trackingStyle: TrackingStyle;
  value: readonly string[];
  onChange: (trackingCategoryIds: string[]) => void;
  isDisabled?: boolean;
  /** Names of the mandatory categories still to choose, to mark them. */
  missing?: readonly string[];
  autoFocus?: boolean;
}

/**
 * Tracking categories or departments (spec part 2 §4): one choice per category, a searchable
 * dropdown of options for Xero, a tree (departments and sub-departments) for the others.
 */
export function TrackingPickers({
  categories,
  trackingStyle,
  value,
  onChange,
  isDisabled,
  missing = [],
  autoFocus,
}: TrackingPickersProps) {
  const { t } = useTranslator();
  return (
    <Stack space="medium">
      {categories.map((category, index) => {
        const chosen = optionIn(category, value);
        const required = category.mandatory ? t('accounting.tracking.required') : undefined;
        const errorMessage = missing.includes(category.title)
          ? t('accounting.tracking.missing', { name: category.title })
          : undefined;
        const pick = (optionId: string) => {
          onChange(choose(categories, value, optionId));
        };
        if (trackingStyle === 'flat') {
          return (
            <ComboBox
              key={category.id}
              label={category.name}
              placeholder={t('accounting.tracking.placeholder', { name: category.name })}
              emptyMessage={t('accounting.tracking.noOptions')}
              description={required}
              defaultItems={category.children}
              value={chosen}
              onChange={(key) => {
                if (key !== null) pick(String(key));
              }}
              isDisabled={isDisabled}
              autoFocus={autoFocus === true && index === 0}
              menuTrigger="focus"
              isInvalid={errorMessage !== undefined}
              errorMessage={errorMessage}
            >
              {(option) => (
                <ComboBoxItem id={option.id} textValue={option.name}>
                  {option.name}
                </ComboBoxItem>
              )}
            </ComboBox>
          );
        }
        return (
          <TreeSelect
            key={category.id}
            label={category.title}
            placeholder={t('accounting.tracking.placeholder', { name: category.title })}
            description={required}
            items={optionsOf(category)}
            value={chosen}
            onChange={pick}
            isDisabled={isDisabled}
            errorMessage={errorMessage}
          />
        );
      })}
    </Stack>
  );
}
