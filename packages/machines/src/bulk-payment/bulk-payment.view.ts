import { checkBulkRows } from '@outlay/rules';
import type { SnapshotFrom } from 'xstate';
import type { bulkPaymentMachine } from './bulk-payment.machine';

type Snapshot = SnapshotFrom<typeof bulkPaymentMachine>;

/** The page: the rows, their problems (once shown), the totals, and the stored batch. */
export function bulkPaymentView(snapshot: Snapshot) {
  const { context } = snapshot;
  const checked = checkBulkRows(context.rows, context.currency);
  const totalMinor = checked.rows.reduce((sum, row) => sum + row.amountMinor, 0);
  return {
    step: snapshot.matches('submitted') ? ('submitted' as const) : ('editing' as const),
    name: context.name,
    nameMissing: context.checked && context.name.trim() === '',
    rows: context.rows,
    problems: context.checked ? checked.problems : [],
    duplicates: checked.duplicates,
    validRows: checked.rows.length,
    totalMinor,
    currency: context.currency,
    submitting: snapshot.hasTag('busy'),
    batch: context.batch,
    error: context.error,
    unreadableSheet: context.unreadableSheet,
  } as const;
}

export type BulkPaymentView = ReturnType<typeof bulkPaymentView>;
