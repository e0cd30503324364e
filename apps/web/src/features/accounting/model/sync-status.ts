import type { AccountingSyncStatus as SyncStatus } from '@outlay/api-client';
import type { BadgeTone } from '@outlay/design-system';
import { isRunning, type BackgroundJob } from './job-state';

/** A transaction's place with the platform, as the screens word it. */
export type SyncState =
  | 'notSynced'
  | 'queued'
  | 'sending'
  | 'retrying'
  | 'pushed'
  | 'failed'
  | 'resyncQueued'
  | 'partiallySynced';

/**
 * From the row's sync status and its newest job: a queued transaction whose job runs is being
 * sent, one whose run failed waits to be tried again (spec part 2 §4; the job queue's backoff).
 */
export function syncStateOf(status: SyncStatus | null, job: BackgroundJob | null): SyncState {
  switch (status) {
    case null:
      return 'notSynced';
    case 'queued':
    case 'resync-queued':
      if (job && isRunning(job)) {
        if (job.state === 'retrying') return 'retrying';
        if (job.state === 'active') return 'sending';
      }
      return status === 'queued' ? 'queued' : 'resyncQueued';
    case 'pushed':
      return 'pushed';
    case 'failed':
      return 'failed';
    case 'partially-synced':
      return 'partiallySynced';
  }
}

export const toneOf: Record<SyncState, BadgeTone> = {
  notSynced: 'neutral',
  queued: 'info',
  sending: 'info',
  retrying: 'caution',
  pushed: 'positive',
  failed: 'critical',
  resyncQueued: 'info',
  partiallySynced: 'caution',
};

/** Still with the job queue: the screen keeps reading it. */
export const isInFlight = (state: SyncState) =>
  state === 'queued' || state === 'sending' || state === 'retrying' || state === 'resyncQueued';
