import { EmptyState, Link, Tab, TabList, TabPanel, Tabs } from '@outlay/design-system';
import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useChartOfAccounts } from '../api/chart-of-accounts';
import { PageLoading } from '@/components/page-loading';
import { useTranslator } from '@/i18n/intl';
import { useCompanyDetails } from '@/session/use-company-details';
import { useUserProfile } from '@/session/use-user-profile';
import { useConnection } from '../api/get-connection';
import { MappingWorkspace } from '../components/mapping-workspace';
import { whenIdle } from '@/lib/when-idle';
import { Page } from '@/components/page';
import { AccountingLoadFailed } from '../components/accounting-load-failed';

export const ACCOUNTING_TABS = ['transactions', 'rules'] as const;
type AccountingTab = (typeof ACCOUNTING_TABS)[number];

/** Where a company connects its platform. */
export const INTEGRATION_PATH = '/integrations/accounting';

// The rules tab's code loads once the transactions have painted, or when the page opens on it.
const loadRulesPanel = () =>
  import('../components/rules-panel').then((module) => ({ default: module.RulesPanel }));
const RulesPanel = lazy(loadRulesPanel);

function RulesTab({ canEdit }: { canEdit: boolean }) {
  const chart = useChartOfAccounts();
  if (chart.isError) return <AccountingLoadFailed queries={[chart]} />;
  if (!chart.data) return <PageLoading />;
  return (
    <Suspense fallback={<PageLoading />}>
      <RulesPanel chart={chart.data} canEdit={canEdit} />
    </Suspense>
  );
}

/**
 * `/accounting` (spec part 1 §2.2, part 2 §2.6): the transactions to categorise and sync, and
 * the accounting rules (admins edit them), for admins and bookkeepers of a company with an
 * accounting integration.
 */
export function AccountingPage() {
  const { t } = useTranslator();
  const search = useSearch();
  const [location, navigate] = useLocation();
  const connection = useConnection();
  const company = useCompanyDetails();
  const profile = useUserProfile();
  const tab: AccountingTab =
    new URLSearchParams(search).get('tab') === 'rules' ? 'rules' : 'transactions';
  useEffect(() => whenIdle(() => void loadRulesPanel().catch(() => undefined)), []);

  let body;
  if (connection.isError) {
    body = <AccountingLoadFailed queries={[connection]} />;
  } else if (!connection.data || !company.data || !profile.data) {
    body = <PageLoading />;
  } else if (connection.data.connection?.status !== 'Linked') {
    body = (
      <EmptyState
        title={t('accounting.notConnected.title')}
        description={t('accounting.notConnected.body')}
        headingLevel={2}
        action={<Link href={INTEGRATION_PATH}>{t('accounting.notConnected.link')}</Link>}
      />
    );
  } else {
    const linked = connection.data.connection;
    body = (
      <Tabs
        selectedKey={tab}
        onSelectionChange={(key) => {
          navigate(key === 'rules' ? `${location}?tab=rules` : location);
        }}
      >
        <TabList aria-label={t('accounting.tabs')}>
          <Tab id="transactions">{t('accounting.tab.transactions')}</Tab>
          <Tab id="rules">{t('accounting.tab.rules')}</Tab>
        </TabList>
        <TabPanel id="transactions">
          <MappingWorkspace
            connection={linked}
            company={company.data}
            canEditRules={profile.data.role === 'admin'}
          />
        </TabPanel>
        <TabPanel id="rules">
          <RulesTab canEdit={profile.data.role === 'admin'} />
        </TabPanel>
      </Tabs>
    );
  }
  return (
    <Page title={t('accounting.title')} space="xlarge">
      {body}
    </Page>
  );
}
