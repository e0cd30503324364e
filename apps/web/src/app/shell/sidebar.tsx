import type { Company } from '@outlay/api-client';
import {
  SideNav,
  type SideNavEntry,
  type SideNavItem,
  Stack,
  Stat,
  Text,
} from '@outlay/design-system';
import { useTranslator } from '@/i18n/intl';
import { formatMonthDayYear } from '@/lib/format/dates';
import { formatAmount } from '@/lib/format/format-amount';
import type { NavEntry, NavLinkEntry } from '../routes/sidebar-entries';
import { useBillingConfiguration } from '@/session/use-billing-configuration';
import { useSidebarState } from './sidebar-preference';

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
  const { isCollapsed, isOverlay, setCollapsed } = useSidebarState(props.currentId);
  const link = (entry: NavLinkEntry): SideNavItem => ({
    id: entry.id,
    href: entry.href,
    label: t(entry.label),
    icon: <entry.icon />,
  });
  const entries: SideNavEntry[] = props.entries.map((entry) =>
    'items' in entry
      ? {
          id: entry.id,
          label: t(entry.label),
          icon: <entry.icon />,
          items: entry.items.map(link),
        }
      : link(entry),
  );
  return (
    <SideNav
      label={t('shell.nav.label')}
      entries={entries}
      currentId={props.currentId}
      isCollapsed={isCollapsed}
      isOverlay={isOverlay}
      onCollapsedChange={setCollapsed}
      collapseLabel={t('shell.nav.collapse')}
      expandLabel={t('shell.nav.expand')}
      header={<CompanySummary company={props.company} isAdmin={props.isAdmin} />}
    />
  );
}
