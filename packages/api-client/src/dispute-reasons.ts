import type { DisputeReasonKey } from './schema-types';

/** Spec part 2 §9: the seven reasons for reporting an issue, in the order the selector lists. */
export const DISPUTE_REASONS = [
  'transaction_not_recognised',
  'goods_not_received',
  'duplicate_transaction',
  'service_not_as_described',
  'transaction_cancelled_still_charged',
  'transaction_not_authorised',
  'other',
] as const satisfies readonly DisputeReasonKey[];
