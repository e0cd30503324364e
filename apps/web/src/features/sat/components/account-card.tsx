import { Badge, Button, Heading, Inline, LiveRegion, Stack, Text } from '@outlay/design-system';
import { useTranslator } from '@/i18n/intl';
import type { SatAccount } from '../api/sat-account';

const NEEDS_RECONNECT = new Set<SatAccount['status']>(['invalid', 'error', 'deactivated']);

/** What the SAT is doing with the account, in words a screen reader hears as it changes. */
function newsOf(account: SatAccount, t: ReturnType<typeof useTranslator>['t']): string {
  switch (account.status) {
    case 'pending':
      return t('sat.account.checking');
    case 'invalid':
      return t('sat.account.invalid');
    case 'error':
      return t('sat.account.error');
    case 'deactivated':
      return t('sat.account.deactivated');
    case 'valid':
      break;
  }
  const count = account.invoicesStored;
  switch (account.syncInvoiceStatus) {
    case 'failed':
      return t('sat.sync.failed');
    case 'retrieved':
      return t('sat.sync.retrieved', { count });
    default:
      return t('sat.sync.retrieving', { count });
  }
}

interface AccountCardProps {
  account: SatAccount | null;
  onConnect: () => void;
}

/**
 * The SAT account (spec part 2 §2.4, §4): none ("not connected", Connect), Connected when
 * valid and Pending otherwise; Reconnect for an invalid, failed or deactivated account; the
 * invoices' retrieval as it goes.
 */
export function AccountCard({ account, onConnect }: AccountCardProps) {
  const { t } = useTranslator();
  if (!account) {
    return (
      <Stack space="small">
        <Heading level={2} size={3}>
          {t('sat.account.title')}
        </Heading>
        <Text>{t('sat.account.none')}</Text>
        <Inline space="small">
          <Button onPress={onConnect}>{t('sat.connect')}</Button>
        </Inline>
      </Stack>
    );
  }
  const valid = account.status === 'valid';
  return (
    <Stack space="small">
      <Inline space="small" alignY="center">
        <Heading level={2} size={3}>
          {t('sat.account.title')}
        </Heading>
        <Badge
          tone={valid ? 'positive' : NEEDS_RECONNECT.has(account.status) ? 'critical' : 'info'}
        >
          {valid ? t('sat.status.connected') : t('sat.status.pending')}
        </Badge>
      </Inline>
      <Text tone="muted">{t('sat.account.rfc', { rfc: account.rfc })}</Text>
      <LiveRegion>
        <Text>{newsOf(account, t)}</Text>
      </LiveRegion>
      {NEEDS_RECONNECT.has(account.status) && (
        <Inline space="small">
          <Button onPress={onConnect}>{t('sat.reconnect')}</Button>
        </Inline>
      )}
    </Stack>
  );
}
