import type { RedemptionStatus } from '@outlay/api-client';
import type { BadgeTone } from '@outlay/design-system';

/** How each redemption status is marked in the list. */
export const STATUS_TONE: Record<RedemptionStatus, BadgeTone> = {
  pending: 'info',
  applied: 'positive',
  cancelled: 'neutral',
  refused: 'critical',
};
