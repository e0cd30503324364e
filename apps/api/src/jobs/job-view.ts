import type { BackgroundJob } from '@outlay/api-client/schema';
import type { JobRecord } from './job-records.js';

export type { BackgroundJob } from '@outlay/api-client/schema';

/** A job as the contract shows it to the user who asked for it. */
export function toBackgroundJob(record: JobRecord): BackgroundJob {
  return {
    id: record.id,
    state: record.state,
    attempts: record.attempts,
    maxAttempts: record.maxAttempts,
    nextAttemptAt: record.nextAttemptAt?.toISOString() ?? null,
    refusal: record.refusal,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}
