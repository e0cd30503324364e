import { completedJob, queuedJob, refusedJob, retryingJob } from '@outlay/api-client/mocks';
import { describe, expect, it } from 'vitest';
import { isInFlight, syncStateOf } from './sync-status';

describe("a transaction's sync state", () => {
  it('follows the status, and the job while it is queued', () => {
    expect(syncStateOf(null, null)).toBe('notSynced');
    expect(syncStateOf('queued', queuedJob)).toBe('queued');
    expect(syncStateOf('queued', { ...queuedJob, state: 'active' })).toBe('sending');
    expect(syncStateOf('queued', retryingJob)).toBe('retrying');
    expect(syncStateOf('pushed', completedJob)).toBe('pushed');
    expect(syncStateOf('failed', refusedJob)).toBe('failed');
    expect(syncStateOf('partially-synced', completedJob)).toBe('partiallySynced');
    expect(syncStateOf('resync-queued', null)).toBe('resyncQueued');
  });

  it('is read again only while the job queue has it', () => {
    expect(isInFlight('retrying')).toBe(true);
    expect(isInFlight('queued')).toBe(true);
    expect(isInFlight('failed')).toBe(false);
    expect(isInFlight('pushed')).toBe(false);
  });
});
