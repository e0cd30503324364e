import {
  Banner,
  Button,
  EditableCell,
  Heading,
  Inline,
  Skeleton,
  Stack,
  Table,
  type TableColumn,
  Text,
  showToast,
} from '@outlay/design-system';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ChartOfAccounts } from '../../../accounting/api/chart-of-accounts';
import {
  type TaxRateRule,
  taxRateRulesQueryKey,
  useTaxRateRules,
} from '../../../accounting/api/tax-rate-rules';
import { accountLabel, CategoryPicker } from '../../../accounting/components/category-picker';
import { TaxRatePicker } from '../../../accounting/components/tax-rate-picker';
import { useTranslator } from '../../../i18n/intl';
import {
  type CategorizationRule,
  categorizationRulesQueryKey,
  useCategorizationRules,
} from '../api/get-categorization-rules';
import { saveCategorizationRules } from '../api/save-categorization-rules';
import { saveTaxRateRules } from '../api/save-tax-rate-rules';
import { ErrorBanner } from '../../../components/error-banner';

interface RulesPanelProps {
  chart: ChartOfAccounts;
  /** Admins edit; bookkeepers read. */
  canEdit: boolean;
}

/** Category → tax rate: choosing a category in the drawer or the table selects its rate. */
function TaxRateRules({ chart, canEdit }: RulesPanelProps) {
  const { t } = useTranslator();
  const queryClient = useQueryClient();
  const rules = useTaxRateRules();
  const [newCategory, setNewCategory] = useState<string | null>(null);
  const [newRate, setNewRate] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: saveTaxRateRules,
    onSuccess: (saved) => {
      queryClient.setQueryData(taxRateRulesQueryKey, saved);
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
  const columns: TableColumn<TaxRateRule & { id: string }>[] = [
    {
      id: 'category',
      name: t('accounting.column.category'),
      isRowHeader: true,
      render: (rule) => nameOf(rule.categoryId),
    },
    {
      id: 'taxRate',
      name: t('accounting.column.taxRate'),
      fill: true,
      render: (rule) => (
        <EditableCell
          aria-label={t('accounting.table.cell', {
            value: rule.taxRateName,
            field: t('accounting.taxRate'),
            merchant: nameOf(rule.categoryId),
          })}
          editorTitle={t('accounting.taxRate')}
          isDisabled={!canEdit || save.isPending}
          editor={(close) => (
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
          )}
        >
          {rule.taxRateName}
        </EditableCell>
      ),
    },
    {
      id: 'remove',
      name: t('accounting.rules.remove.column'),
      hideHeader: true,
      render: (rule) =>
        canEdit ? (
          <Button
            variant="secondary"
            size="small"
            isDisabled={save.isPending}
            onPress={() => {
              write(current.filter((item) => item.categoryId !== rule.categoryId));
            }}
          >
            {t('accounting.rules.remove')}
          </Button>
        ) : null,
    },
  ];
  const free = chart.chartOfAccounts.filter(
    (account) => !current.some((rule) => rule.categoryId === account.id),
  );
  return (
    <Stack space="medium">
      <Heading level={2} size={3}>
        {t('accounting.rules.taxRates.title')}
      </Heading>
      <Text tone="muted">{t('accounting.rules.taxRates.body')}</Text>
      <Table
        aria-label={t('accounting.rules.taxRates.title')}
        columns={columns}
        rows={current.map((rule) => ({ ...rule, id: rule.categoryId }))}
        emptyState={<Text tone="muted">{t('accounting.rules.none')}</Text>}
      />
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
    </Stack>
  );
}

/** Merchant → category: what the table and the drawer suggest for a merchant's transactions. */
function MerchantRules({ chart, canEdit }: RulesPanelProps) {
  const { t } = useTranslator();
  const queryClient = useQueryClient();
  const rules = useCategorizationRules();
  const save = useMutation({
    mutationFn: saveCategorizationRules,
    onSuccess: (saved) => {
      queryClient.setQueryData(categorizationRulesQueryKey, saved);
      void queryClient.invalidateQueries({ queryKey: ['accounting', 'incomplete'] });
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
  const columns: TableColumn<CategorizationRule & { id: number }>[] = [
    {
      id: 'merchant',
      name: t('accounting.column.merchant'),
      isRowHeader: true,
      render: (rule) => rule.merchantName,
    },
    {
      id: 'category',
      name: t('accounting.column.category'),
      fill: true,
      render: (rule) => (
        <EditableCell
          aria-label={t('accounting.table.cell', {
            value: rule.categoryName,
            field: t('accounting.category'),
            merchant: rule.merchantName,
          })}
          editorTitle={t('accounting.category')}
          isDisabled={!canEdit || save.isPending}
          editor={(close) => (
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
          )}
        >
          {rule.categoryName}
        </EditableCell>
      ),
    },
    {
      id: 'remove',
      name: t('accounting.rules.remove.column'),
      hideHeader: true,
      render: (rule) =>
        canEdit ? (
          <Button
            variant="secondary"
            size="small"
            isDisabled={save.isPending}
            onPress={() => {
              write(current.filter((item) => item.merchantId !== rule.merchantId));
            }}
          >
            {t('accounting.rules.remove')}
          </Button>
        ) : null,
    },
  ];
  return (
    <Stack space="medium">
      <Heading level={2} size={3}>
        {t('accounting.rules.merchants.title')}
      </Heading>
      <Text tone="muted">{t('accounting.rules.merchants.body')}</Text>
      <Table
        aria-label={t('accounting.rules.merchants.title')}
        columns={columns}
        rows={current.map((rule) => ({ ...rule, id: rule.merchantId }))}
        emptyState={<Text tone="muted">{t('accounting.rules.none')}</Text>}
      />
      <ErrorBanner error={save.error} />
    </Stack>
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
