import { Tab, TabList, TabPanel, Tabs, Text } from '@outlay/design-system';
import { useLocation, useSearch } from 'wouter';
import { Page } from '@/components/page';
import { useTranslator } from '@/i18n/intl';
import { ExternalAccounts } from '../components/external-accounts';

const WALLET_TABS = ['accounts', 'external-accounts'] as const;

/**
 * `/wallet` (admin): the company's accounts, and its external bank accounts on the
 * external-accounts tab, where cream mode's back link leads (spec part 1 §2.3).
 */
export function WalletPage() {
  const { t } = useTranslator();
  const search = useSearch();
  const [location, navigate] = useLocation();
  const requested = new URLSearchParams(search).get('tab');
  const tab = WALLET_TABS.find((item) => item === requested) ?? 'accounts';
  return (
    <Page title={t('route.wallet.title')}>
      <Tabs
        selectedKey={tab}
        onSelectionChange={(key) => {
          navigate(`${location}?tab=${String(key)}`);
        }}
      >
        <TabList aria-label={t('wallet.tabs')}>
          <Tab id="accounts">{t('wallet.tab.accounts')}</Tab>
          <Tab id="external-accounts">{t('wallet.tab.externalAccounts')}</Tab>
        </TabList>
        <TabPanel id="accounts">
          <Text>{t('wallet.accountsIntro')}</Text>
        </TabPanel>
        <TabPanel id="external-accounts">
          <ExternalAccounts />
        </TabPanel>
      </Tabs>
    </Page>
  );
}
