import type { BulkBatchStatus } from '@outlay/api-client';
import type { BulkColumn } from '@outlay/rules';
import type { MessageId } from '@/i18n/message-ids';

/** Each column of a bulk payment sheet, in the user's words. */
export const COLUMN_LABEL: Record<BulkColumn, MessageId> = {
  name: 'payments.bulk.column.name',
  clabe: 'payments.bulk.column.clabe',
  amount: 'payments.bulk.column.amount',
  description: 'payments.bulk.column.description',
  reference: 'payments.bulk.column.reference',
};

/** A batch's state, in the user's words (the batches list, the batch's page). */
export const BATCH_STATUS: Record<BulkBatchStatus, MessageId> = {
  awaitingApproval: 'payments.bulk.status.awaitingApproval',
  approved: 'payments.bulk.status.approved',
  released: 'payments.bulk.status.released',
};
