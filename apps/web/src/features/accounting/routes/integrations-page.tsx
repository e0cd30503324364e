import { Button, EmptyState, Heading, Stack, Text, showToast } from '@outlay/design-system';
import { useState } from 'react';
import { useChartOfAccounts } from '../api/chart-of-accounts';
import { PageLoading } from '@/components/page-loading';
import { useTranslator } from '@/i18n/intl';
import { messageOf } from '@/lib/message-of';
import { useConnectPlatform } from '../api/connect-platform';
import { useDisconnectPlatform } from '../api/disconnect-platform';
import { type AccountingConnection, useConnection } from '../api/get-connection';
import { ConnectionCard } from '../components/connection-card';
import { DatasetsStatus } from '../components/datasets-status';
import { IntegrationSettings } from '../components/integration-settings';
import { PlatformPickerDialog } from '../components/platform-picker-dialog';
import { Page } from '@/components/page';
import { AccountingLoadFailed } from '../components/accounting-load-failed';

function Datasets({ connection }: { connection: AccountingConnection }) {
  const { t } = useTranslator();
  const chart = useChartOfAccounts();
  return (
    <Stack space="medium">
      <Heading level={2} size={3}>
        {t('accounting.datasets.title')}
      </Heading>
      <Text tone="muted">
        {t('accounting.datasets.body', { integration: connection.platform.name })}
      </Text>
      {chart.data ? (
        <DatasetsStatus chart={chart.data} integration={connection.platform.name} />
      ) : chart.isError ? (
        <Button
          onPress={() => {
            void chart.refetch();
          }}
        >
          {t('accounting.retry')}
        </Button>
      ) : (
        <PageLoading />
      )}
    </Stack>
  );
}

/**
 * `/integrations/accounting` (spec part 1 §2.2, §2.4, part 2 §3): the platform picker,
 * connecting and disconnecting, the connection's status while it links, the integration
 * settings and the platform's datasets with Refresh.
 */
export function IntegrationsPage() {
  const { t } = useTranslator();
  const connection = useConnection();
  // The picker, open with the platform it starts on (Reconnect: the one disconnected).
  const [picking, setPicking] = useState(false);
  const [initialChoice, setInitialChoice] = useState<string | null>(null);

  const connect = useConnectPlatform({
    onSuccess: (_answer, platform) => {
      setPicking(false);
      showToast({
        tone: 'success',
        description: t('accounting.connection.started', { integration: platform.name }),
      });
    },
  });
  // The platform as shown when Disconnect was pressed (the cache holds none once it is done).
  const integration = connection.data?.connection?.platform.name ?? '';
  const disconnect = useDisconnectPlatform({
    onSuccess: () => {
      showToast({
        tone: 'success',
        description: t('accounting.connection.disconnected', { integration }),
      });
    },
  });

  let body;
  if (connection.isError) {
    body = <AccountingLoadFailed queries={[connection]} />;
  } else if (!connection.data) {
    body = <PageLoading />;
  } else if (!connection.data.connection) {
    body = (
      <EmptyState
        title={t('accounting.connection.none.title')}
        description={t('accounting.connection.none.body')}
        headingLevel={2}
        action={
          <Button
            onPress={() => {
              connect.reset();
              setInitialChoice(null);
              setPicking(true);
            }}
          >
            {t('accounting.connection.connect')}
          </Button>
        }
      />
    );
  } else {
    const current = connection.data.connection;
    body = (
      <Stack space="xxlarge">
        <ConnectionCard
          connection={current}
          isDisconnecting={disconnect.isPending}
          onDisconnect={() => {
            disconnect.mutate();
          }}
          onReconnect={() => {
            disconnect.mutate(undefined, {
              onSuccess: () => {
                connect.reset();
                setInitialChoice(current.platform.key);
                setPicking(true);
              },
            });
          }}
        />
        <IntegrationSettings connection={current} />
        {current.status === 'Linked' && <Datasets connection={current} />}
      </Stack>
    );
  }
  return (
    <Page title={t('accounting.integration.title')} space="xlarge">
      {body}
      {connection.data && (
        <PlatformPickerDialog
          // A new dialog each time it opens, starting on its platform.
          key={`${String(picking)}:${initialChoice ?? ''}`}
          platforms={connection.data.platforms}
          removed={connection.data.removedConnections}
          initialChoice={initialChoice}
          isOpen={picking}
          onOpenChange={setPicking}
          isConnecting={connect.isPending}
          error={connect.isError ? messageOf(connect.error, t) : null}
          onConnect={(platform) => {
            connect.mutate(platform);
          }}
        />
      )}
    </Page>
  );
}
