import { Banner, LiveRegion, Stack, showToast } from '@outlay/design-system';
import { useState } from 'react';
import type { ChartOfAccounts } from '../api/chart-of-accounts';
import type { EntryAccounting } from '../api/save-definition';
import type { TaxRateRule } from '../api/tax-rate-rules';
import { CategoryPicker } from './category-picker';
import { DatasetField } from './dataset-field';
import { SyncBadge } from './sync-badge';
import { TaxRatePicker } from './tax-rate-picker';
import { TrackingPickers } from './tracking-pickers';
import {
  type Definition,
  emptyDefinition,
  fromSuggestion,
  isComplete,
  sameDefinition,
  taxRateFor,
  withCategory,
} from '../model/definition';
import { syncStateOf } from '../model/sync-status';
import { useTranslator } from '@/i18n/intl';
import type { AccountingEntryRef } from '../api/get-entry-accounting';
import { useSaveEntryAccounting } from '../api/save-entry-accounting';
import { ErrorBanner } from '@/components/error-banner';

interface AccountingFormProps {
  entry: AccountingEntryRef;
  section: EntryAccounting;
  chart: ChartOfAccounts;
  rules: readonly TaxRateRule[];
}

function initialDefinition(section: EntryAccounting): Definition {
  if (section.definition) return section.definition;
  if (section.suggestion) return fromSuggestion(section.suggestion);
  return emptyDefinition;
}

/**
 * Category, tax rate and tracking categories of one transaction. Choosing a category selects
 * the tax rate its rule maps to; each change is saved once both a category and a tax rate are
 * chosen (a warning says so otherwise); nothing changes once the transaction is synced.
 */
export function AccountingForm({ entry, section, chart, rules }: AccountingFormProps) {
  const { t } = useTranslator();
  const [draft, setDraft] = useState<Definition>(() => initialDefinition(section));
  const [touched, setTouched] = useState(false);
  const platform = section.platform;
  const integration = platform?.name ?? '';
  const save = useSaveEntryAccounting(entry, section.integrationCompanyId ?? 0, {
    onSuccess: () => {
      showToast({
        tone: 'success',
        description: t('accounting.saved', { integrationWord: platform?.integrationWord ?? '' }),
      });
    },
  });

  const isLocked = section.isLocked;
  const isDisabled = isLocked || save.isPending;
  const state = syncStateOf(section.transactionSyncedStatus, section.job);

  function change(next: Definition) {
    setDraft(next);
    setTouched(true);
    const stored = section.definition;
    if (isComplete(next) && !(stored && sameDefinition(stored, next))) save.mutate(next);
  }

  const ruleTaxRate = draft.categoryId ? taxRateFor(rules, draft.categoryId) : null;
  const showTracking = section.isTrackingCategoriesAllowed && platform !== null;
  return (
    <Stack space="medium">
      {section.transactionSyncedStatus !== null && <SyncBadge state={state} job={section.job} />}
      {isLocked && section.lockedMessage && <Banner tone="info">{section.lockedMessage}</Banner>}
      {section.syncFailureMessage && (
        <Banner tone={state === 'failed' ? 'danger' : 'warning'}>
          {section.syncFailureMessage}
        </Banner>
      )}
      {!section.definition && section.suggestion && !touched && !isLocked && (
        <Banner
          tone="info"
          action={
            isComplete(draft)
              ? {
                  label: t('accounting.suggested.accept'),
                  onPress: () => {
                    change(draft);
                  },
                  isPending: save.isPending,
                }
              : undefined
          }
        >
          {t('accounting.suggested')}
        </Banner>
      )}
      <DatasetField
        kind="category"
        label={t('accounting.category')}
        integration={integration}
        chart={chart}
      >
        <CategoryPicker
          accounts={chart.chartOfAccounts}
          value={draft.categoryId}
          onChange={(categoryId) => {
            change(withCategory(draft, categoryId, rules));
          }}
          isDisabled={isDisabled}
        />
      </DatasetField>
      <DatasetField
        kind="taxRate"
        label={t('accounting.taxRate')}
        integration={integration}
        chart={chart}
      >
        <TaxRatePicker
          taxRates={chart.taxRates}
          value={draft.taxRateId}
          onChange={(taxRateId) => {
            change({ ...draft, taxRateId });
          }}
          isDisabled={isDisabled}
          description={
            ruleTaxRate !== null && ruleTaxRate === draft.taxRateId
              ? t('accounting.taxRate.byRule')
              : undefined
          }
        />
      </DatasetField>
      {showTracking && (
        <DatasetField
          kind={platform.trackingStyle === 'flat' ? 'trackingCategory' : 'department'}
          label={t('accounting.tracking.label', { style: platform.trackingStyle })}
          integration={integration}
          chart={chart}
        >
          <TrackingPickers
            categories={chart.trackingCategories}
            trackingStyle={platform.trackingStyle}
            value={draft.trackingCategoryIds}
            onChange={(trackingCategoryIds) => {
              change({ ...draft, trackingCategoryIds });
            }}
            isDisabled={isDisabled}
          />
        </DatasetField>
      )}
      {touched && !isComplete(draft) && (
        <Banner tone="warning" announce="polite">
          {t('accounting.incomplete')}
        </Banner>
      )}
      <ErrorBanner error={save.error} fallbackKey="accounting.saveFailed" />
      <LiveRegion visuallyHidden>{save.isPending ? t('accounting.saving') : ''}</LiveRegion>
    </Stack>
  );
}
