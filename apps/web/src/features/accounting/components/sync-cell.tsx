import { Button, Stack, Text } from '@outlay/design-system';
import { SyncBadge } from './sync-badge';
import { useTranslator } from '@/i18n/intl';
import type { MappingRow } from '../model/mapping-row';

interface SyncCellProps {
  row: MappingRow;
  /** Sends a failed row again with its saved category, tax rate and tracking. */
  onRetry: (row: MappingRow) => void;
  isRetrying: boolean;
}

/**
 * Where the row stands with the platform: its state, the provider's reason in words when it
 * failed, and Retry; a row being tried again says which attempt comes next.
 */
export function SyncCell({ row, onRetry, isRetrying }: SyncCellProps) {
  const { t } = useTranslator();
  const { transaction } = row;
  const reason = transaction.syncFailureMessage;
  return (
    <Stack space="xsmall">
      <SyncBadge state={row.state} job={transaction.job} />
      {reason && (
        <Text size="xsmall" tone={row.state === 'failed' ? 'critical' : 'muted'}>
          {reason}
        </Text>
      )}
      {row.state === 'failed' && (
        <Button
          variant="secondary"
          size="small"
          isPending={isRetrying}
          isDisabled={row.source === 'draft'}
          onPress={() => {
            onRetry(row);
          }}
        >
          {t('accounting.table.retry')}
        </Button>
      )}
    </Stack>
  );
}
