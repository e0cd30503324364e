/** SAT invoices a page, in the drawer and on the integration page (spec part 2 §9). */
export const SAT_INVOICE_PAGE_SIZE = 10;

/** The RFC's length: 12 characters for a company, 13 for a person (spec part 2 §5). */
export const RFC_MIN_LENGTH = 12;
export const RFC_MAX_LENGTH = 13;

/** The CIEC password's shortest length (spec part 2 §5). */
export const CIEC_MIN_LENGTH = 8;

/** Match confidence: above the first a match (green), below the second unlikely (red). */
export const SAT_CONFIDENCE_HIGH = 85;
export const SAT_CONFIDENCE_LOW = 50;

export type SatConfidence = 'high' | 'medium' | 'low';

/** How sure a match is, in the three bands the screen colours and names. */
export function satConfidenceOf(percentage: number): SatConfidence {
  if (percentage > SAT_CONFIDENCE_HIGH) return 'high';
  if (percentage < SAT_CONFIDENCE_LOW) return 'low';
  return 'medium';
}
