import { Badge, Inline } from '@outlay/design-system';
import { useTranslator } from '@/i18n/intl';
import type { BackgroundJob } from '../model/job-state';
import { toneOf, type SyncState } from '../model/sync-status';

/**
 * Where a transaction stands with the platform: Not synced, Queued, Sending, Retrying (attempt
 * 2 of 5), Synced, Failed, Partly synced.
 */
export function SyncBadge({ state, job }: { state: SyncState; job: BackgroundJob | null }) {
  const { t } = useTranslator();
  const text =
    state === 'retrying' && job
      ? t('accounting.sync.retrying', { attempt: job.attempts + 1, last: job.maxAttempts })
      : t('accounting.sync.state', { state });
  // In a line of its own, so a stack around it does not stretch it.
  return (
    <Inline space="xsmall">
      <Badge tone={toneOf[state]}>{text}</Badge>
    </Inline>
  );
}
