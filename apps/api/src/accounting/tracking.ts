// The check of a choice of tracking options is the push checks' own (@outlay/rules).
export { trackingProblem } from '@outlay/rules';

/** The comma-joined ids of the contract, without blanks or repeats. */
export function splitTrackingIds(joined: string | undefined): string[] {
  if (joined === undefined) return [];
  return [
    ...new Set(
      joined
        .split(',')
        .map((id) => id.trim())
        .filter((id) => id !== ''),
    ),
  ];
}
