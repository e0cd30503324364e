import type { DateSegmentProps } from 'react-aria-components/DateField';

export type DateSegment = DateSegmentProps['segment'];

/** The spec shows dates as MM DD YYYY in every language. */
const specOrder: Partial<Record<DateSegment['type'], number>> = { month: 0, day: 1, year: 2 };

/**
 * The locale's segments with month, day and year moved into the spec's order; literals
 * (separators) and any other segment keep their positions.
 */
export function orderSegments(segments: readonly DateSegment[]): DateSegment[] {
  const dateParts = segments
    .filter((segment) => specOrder[segment.type] !== undefined)
    .sort((a, b) => (specOrder[a.type] ?? 0) - (specOrder[b.type] ?? 0));
  let next = 0;
  return segments.map((segment) => {
    if (specOrder[segment.type] === undefined) {
      return segment;
    }
    const replacement = dateParts[next] ?? segment;
    next += 1;
    return replacement;
  });
}
