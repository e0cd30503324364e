import { Banner, Button, Heading, Inline, Skeleton, Stack, showToast } from '@outlay/design-system';
import { useState } from 'react';
import type { ChartOfAccounts } from '../api/chart-of-accounts';
import { type TaxRateRule, useTaxRateRules } from '../api/tax-rate-rules';
import { accountLabel } from '../model/account-label';
import { CategoryPicker } from './category-picker';
import { TaxRatePicker } from './tax-rate-picker';
import { useTranslator } from '@/i18n/intl';
import { type CategorizationRule, useCategorizationRules } from '../api/get-categorization-rules';
import { useSaveCategorizationRules } from '../api/save-categorization-rules';
import { useSaveTaxRateRules } from '../api/save-tax-rate-rules';
import { ErrorBanner } from '@/components/error-banner';
import { RuleTable } from './rule-table';

interface RulesPanelProps {
  chart: ChartOfAccounts;
  /** Admins edit; bookkeepers read. */
  canEdit: boolean;
}

/** Category → tax rate: choosing a category in the drawer or the table selects its rate. */
function TaxRateRules({ chart, canEdit }: RulesPanelProps) {
  const { t } = useTranslator();
  const rules = useTaxRateRules();
  const [newCategory, setNewCategory] = useState<string | null>(null);
  const [newRate, setNewRate] = useState<string | null>(null);
  const save = useSaveTaxRateRules({
    onSuccess: (saved) => {
      setNewCategory(null);
      setNewRate(null);
      showToast({
        tone: 'success',
        description: t('accounting.rules.saved', { count: saved.length }),
      });
    },
  });
  if (!rules.data) return <Skeleton lines={3} label={t('accounting.loading')} />;
  const current = rules.data;
  const write = (next: readonly Pick<TaxRateRule, 'categoryId' | 'taxRateId'>[]) => {
    save.mutate(next.map(({ categoryId, taxRateId }) => ({ categoryId, taxRateId })));
  };
  const nameOf = (id: string) => {
    const account = chart.chartOfAccounts.find((item) => item.id === id);
    return account ? accountLabel(account) : t('accounting.table.unknown');
  };
  const free = chart.chartOfAccounts.filter(
    (account) => !current.some((rule) => rule.categoryId === account.id),
  );
  return (
    <RuleTable
      title={t('accounting.rules.taxRates.title')}
      description={t('accounting.rules.taxRates.body')}
      rules={current}
      subject={{
        column: t('accounting.column.category'),
        keyOf: (rule) => rule.categoryId,
        nameOf: (rule) => nameOf(rule.categoryId),
      }}
      choice={{
        column: t('accounting.column.taxRate'),
        field: t('accounting.taxRate'),
        nameOf: (rule) => rule.taxRateName,
        editor: (rule, close) => (
          <TaxRatePicker
            taxRates={chart.taxRates}
            value={rule.taxRateId}
            autoFocus
            onChange={(taxRateId) => {
              write(
                current.map((item) =>
                  item.categoryId === rule.categoryId ? { ...item, taxRateId } : item,
                ),
              );
              close();
            }}
          />
        ),
      }}
      canEdit={canEdit}
      saving={save.isPending}
      onRemove={(rule) => {
        write(current.filter((item) => item.categoryId !== rule.categoryId));
      }}
    >
      {canEdit && (
        <Stack space="small">
          <Heading level={3} size={4}>
            {t('accounting.rules.add')}
          </Heading>
          <Inline space="medium" alignY="bottom">
            <CategoryPicker accounts={free} value={newCategory} onChange={setNewCategory} />
            <TaxRatePicker taxRates={chart.taxRates} value={newRate} onChange={setNewRate} />
            <Button
              isDisabled={newCategory === null || newRate === null}
              isPending={save.isPending}
              onPress={() => {
                if (newCategory && newRate) {
                  write([...current, { categoryId: newCategory, taxRateId: newRate }]);
                }
              }}
            >
              {t('accounting.rules.addButton')}
            </Button>
          </Inline>
        </Stack>
      )}
      <ErrorBanner error={save.error} />
    </RuleTable>
  );
}

/** Merchant → category: what the table and the drawer suggest for a merchant's transactions. */
function MerchantRules({ chart, canEdit }: RulesPanelProps) {
  const { t } = useTranslator();
  const rules = useCategorizationRules();
  const save = useSaveCategorizationRules({
    onSuccess: (saved) => {
      showToast({
        tone: 'success',
        description: t('accounting.rules.merchantsSaved', { count: saved.length }),
      });
    },
  });
  if (!rules.data) return <Skeleton lines={3} label={t('accounting.loading')} />;
  const current = rules.data;
  const write = (next: readonly CategorizationRule[]) => {
    save.mutate(next.map(({ merchantId, categoryId }) => ({ merchantId, categoryId })));
  };
  return (
    <RuleTable
      title={t('accounting.rules.merchants.title')}
      description={t('accounting.rules.merchants.body')}
      rules={current}
      subject={{
        column: t('accounting.column.merchant'),
        keyOf: (rule) => rule.merchantId,
        nameOf: (rule) => rule.merchantName,
      }}
      choice={{
        column: t('accounting.column.category'),
        field: t('accounting.category'),
        nameOf: (rule) => rule.categoryName,
        editor: (rule, close) => (
          <CategoryPicker
            accounts={chart.chartOfAccounts}
            value={rule.categoryId}
            autoFocus
            onChange={(categoryId) => {
              write(
                current.map((item) =>
                  item.merchantId === rule.merchantId ? { ...item, categoryId } : item,
                ),
              );
              close();
            }}
          />
        ),
      }}
      canEdit={canEdit}
      saving={save.isPending}
      onRemove={(rule) => {
        write(current.filter((item) => item.merchantId !== rule.merchantId));
      }}
    >
      <ErrorBanner error={save.error} />
    </RuleTable>
  );
}

/** The accounting rules (category → tax rate, merchant → category): admins edit them. */
export function RulesPanel(props: RulesPanelProps) {
  const { t } = useTranslator();
  return (
    <Stack space="xlarge">
      {!props.canEdit && <Banner tone="info">{t('accounting.rules.readOnly')}</Banner>}
      <TaxRateRules {...props} />
      <MerchantRules {...props} />
    </Stack>
  );
}
