import { isInFlight } from './sync-status';
import type { MappingRow } from './mapping-row';

export interface PushProgress {
  total: number;
  inFlight: number;
  pushed: number;
  failed: number;
}

/** How the rows of the last push stand, among the rows on screen. */
export function pushProgress(batch: readonly number[], rows: readonly MappingRow[]): PushProgress {
  const mine = rows.filter((row) => batch.includes(row.id));
  return {
    total: batch.length,
    inFlight: mine.filter((row) => isInFlight(row.state)).length,
    pushed: mine.filter((row) => row.state === 'pushed' || row.state === 'partiallySynced').length,
    failed: mine.filter((row) => row.state === 'failed').length,
  };
}
