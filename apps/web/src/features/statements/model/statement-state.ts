import type { StatementState } from '@outlay/api-client';
import type { BadgeTone } from '@outlay/design-system';

/** Each state's badge: what needs doing stands out, what is done is calm. */
export const STATE_TONE = {
  open: 'info',
  closed: 'neutral',
  due: 'caution',
  paid: 'positive',
  overdue: 'critical',
} as const satisfies Record<StatementState, BadgeTone>;
