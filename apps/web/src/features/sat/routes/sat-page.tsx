import { Button, EmptyState, Heading, Stack, showToast } from '@outlay/design-system';
import { satConnectActors } from '@outlay/machines/sat-connect/sat-connect.actors';
import { satConnectMachine } from '@outlay/machines/sat-connect/sat-connect.machine';
import { satConnectView } from '@outlay/machines/sat-connect/sat-connect.view';
import { useActorRef, useSelector } from '@xstate/react';
import { PageLoading } from '@/components/page-loading';
import { useTranslator } from '@/i18n/intl';
import { onAppClient } from '@/lib/flow-actors';
import { sameView } from '@/lib/same-view';
import { useEmitted } from '@/lib/use-emitted';
import { useSatAccount, useSatAccountChanged } from '../api/sat-account';
import { MatchingPanel } from '../components/matching-panel';
import { useUserProfile } from '@/session/use-user-profile';
import { AccountCard } from '../components/account-card';
import { CompanyInvoices } from '../components/company-invoices';
import { ConnectDialogs } from '../components/connect-dialogs';
import { Page } from '@/components/page';

const satConnectFlow = onAppClient(satConnectMachine, satConnectActors);

/**
 * `/integrations/sat` (spec part 1 §2.2, part 2 §2.4): the SAT account with Connect or
 * Reconnect through the confirmation and credentials dialogs, its status while the SAT checks
 * it and sends the invoices, the invoice-matching switch, and the company's invoices.
 */
export function SatPage() {
  const { t } = useTranslator();
  const accountChanged = useSatAccountChanged();
  const account = useSatAccount();
  const profile = useUserProfile();
  const actor = useActorRef(satConnectFlow);
  const view = useSelector(actor, satConnectView, sameView);
  useEmitted(actor, 'account.linking', ({ account: linking }) => {
    accountChanged(linking);
    showToast({ tone: 'success', description: t('sat.linking.started') });
  });

  let body;
  if (account.isError) {
    body = (
      <EmptyState
        title={t('sat.loadError')}
        headingLevel={2}
        action={
          <Button
            onPress={() => {
              void account.refetch();
            }}
          >
            {t('sat.retry')}
          </Button>
        }
      />
    );
  } else if (!account.data) {
    body = <PageLoading />;
  } else {
    const current = account.data.account;
    body = (
      <Stack space="xlarge">
        <AccountCard
          account={current}
          onConnect={() => actor.send({ type: 'connect.requested' })}
        />
        {current?.status === 'valid' && (
          <Stack space="small">
            <Heading level={2} size={3}>
              {t('sat.matching.title')}
            </Heading>
            <MatchingPanel view={account.data} isAdmin={profile.data?.role === 'admin'} />
          </Stack>
        )}
        {current && <CompanyInvoices />}
      </Stack>
    );
  }
  return (
    <Page title={t('sat.page.title')}>
      {body}
      <ConnectDialogs
        view={view}
        send={(event) => {
          actor.send(event);
        }}
      />
    </Page>
  );
}
