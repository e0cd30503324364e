import { Banner, Button, Heading, Skeleton, Stack } from '@outlay/design-system';
import { useChartOfAccounts } from '../api/chart-of-accounts';
import { useTaxRateRules } from '../api/tax-rate-rules';
import { useTranslator } from '@/i18n/intl';
import { type AccountingEntryRef, useEntryAccounting } from '../api/get-entry-accounting';
import { AccountingForm } from './accounting-form';

/**
 * The drawer's Accounting section (spec part 2 §2.2): shown only when the server says every
 * condition of §4 holds for this user and entry; then the platform's categories, tax rates and
 * tracking categories (or departments) to choose from. Loaded with the 'accounting' messages.
 */
export default function AccountingSection({ entry }: { entry: AccountingEntryRef }) {
  const { t } = useTranslator();
  const section = useEntryAccounting(entry);
  const available = section.data?.isSectionAvailable === true;
  const chart = useChartOfAccounts({ enabled: available });
  const rules = useTaxRateRules({ enabled: available });
  if (!section.data || !available) return null;
  const failed = chart.isError || rules.isError;
  return (
    <Stack space="small">
      <Heading level={3} size={4}>
        {t('accounting.section.title')}
      </Heading>
      {chart.data && rules.data ? (
        <AccountingForm
          entry={entry}
          section={section.data}
          chart={chart.data}
          rules={rules.data}
        />
      ) : failed ? (
        <Banner
          tone="danger"
          action={{
            label: t('accounting.retry'),
            onPress: () => {
              void chart.refetch();
              void rules.refetch();
            },
          }}
        >
          {t('accounting.section.loadError')}
        </Banner>
      ) : (
        <Skeleton lines={3} label={t('accounting.section.loading')} />
      )}
      {/* Kept for keyboard users who arrive here while the section reloads. */}
      {section.isRefetchError && (
        <Button
          variant="secondary"
          size="small"
          onPress={() => {
            void section.refetch();
          }}
        >
          {t('accounting.retry')}
        </Button>
      )}
    </Stack>
  );
}
