import type { Company } from '@outlay/api-client';
import { SideNav, type SideNavEntry, Stack, Stat, Text } from '@outlay/design-system';
import { useState } from 'react';
import { useTranslator } from '../../i18n/intl';
import { formatMonthDayYear } from '../../lib/format/dates';
import { formatAmount } from '../../lib/format/format-amount';
import type { NavEntry } from '../routes/sidebar-entries';
import { useBillingConfiguration } from './api/billing-configuration';
import { initialCollapsed, saveCollapsed } from './sidebar-preference';

/** The company, its statement period and its spend, above the links (spec part 1 §2.3). */
function CompanySummary({ company, isAdmin }: { company: Company; isAdmin: boolean }) {
  const { t, locale } = useTranslator();
  const billing = useBillingConfiguration();
  const period = billing.data?.statementPeriod;
  const amount = (value: number | null | undefined) =>
    formatAmount(value, { currency: company.displayCurrency, locale });
  return (
    <Stack space="small">
      <Text weight="strong">{company.name}</Text>
      {period && (
        <Stat
          label={t('shell.sidebar.statementPeriod')}
          value={
            <Text size="small">
              {t('shell.sidebar.period', {
                start: formatMonthDayYear(period.startDate, locale),
                end: formatMonthDayYear(period.endDate, locale),
              })}
            </Text>
          }
        />
      )}
      <Stat label={t('shell.sidebar.totalSpend')} value={amount(company.totalSpent)} />
      {isAdmin && (
        <Stat
          label={t('shell.sidebar.availableSpend')}
          value={amount(company.availableSpent)}
          info={{
            label: t('shell.sidebar.prepayment'),
            content: t('shell.sidebar.prepaymentTooltip', {
              amount: amount(company.prepaymentTotalSpend),
            }),
          }}
        />
      )}
    </Stack>
  );
}

export function Sidebar(props: {
  company: Company;
  isAdmin: boolean;
  entries: readonly NavEntry[];
  currentId: string | undefined;
}) {
  const { t } = useTranslator();
  const [isCollapsed, setCollapsed] = useState(initialCollapsed);
  const entries: SideNavEntry[] = props.entries.map((entry) =>
    'items' in entry
      ? {
          id: entry.id,
          label: t(entry.label),
          items: entry.items.map((item) => ({ ...item, label: t(item.label) })),
        }
      : { ...entry, label: t(entry.label) },
  );
  return (
    <SideNav
      label={t('shell.nav.label')}
      entries={entries}
      currentId={props.currentId}
      isCollapsed={isCollapsed}
      onCollapsedChange={(collapsed) => {
        setCollapsed(collapsed);
        saveCollapsed(collapsed);
      }}
      collapseLabel={t('shell.nav.collapse')}
      expandLabel={t('shell.nav.expand')}
      header={<CompanySummary company={props.company} isAdmin={props.isAdmin} />}
    />
  );
}
