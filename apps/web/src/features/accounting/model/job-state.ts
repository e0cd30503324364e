import type { BackgroundJob } from '@outlay/api-client';

export type { BackgroundJob } from '@outlay/api-client';

/** A job a worker still has to finish: waiting, running, or waiting to run again. */
export function isRunning(job: Pick<BackgroundJob, 'state'>): boolean {
  return job.state === 'queued' || job.state === 'active' || job.state === 'retrying';
}
