import type {
  ApiError,
  TransactionDispute,
  DisputeReasonKey,
  DisputeType,
} from '@outlay/api-client';

export type { TransactionDispute, DisputeReasonKey, DisputeType } from '@outlay/api-client';

/** Spec part 2 §9: the seven reasons, in the order the selector lists them. */
export { DISPUTE_REASONS } from '@outlay/api-client';

export interface DisputeInput {
  /** The card transaction's or the transfer's id (transactionReferenceId). */
  transactionReferenceId: number;
  type: DisputeType;
}

/** Which fields a submit found missing: the app words them (spec part 2 §5). */
export interface DisputeFieldErrors {
  reason: 'required' | null;
  comment: 'required' | null;
}

export interface DisputeContext {
  transactionReferenceId: number;
  type: DisputeType;
  reasonKey: DisputeReasonKey | null;
  /** The reason as the user read it, sent as reasonDescription. */
  reasonDescription: string;
  comment: string;
  /** Null until a submit was tried; then kept current as the user corrects the form. */
  fieldErrors: DisputeFieldErrors | null;
  /** The entry's report, once loaded or created. */
  dispute: TransactionDispute | null;
  /** Why creating the report failed; the app shows its msg, or its own text for a key. */
  error: ApiError | null;
}

export type DisputeEvent =
  | { type: 'report.opened' }
  | { type: 'report.closed' }
  | { type: 'reason.changed'; reasonKey: DisputeReasonKey; reasonDescription: string }
  | { type: 'comment.changed'; comment: string }
  | { type: 'report.submitted' };

/** Told to the app, which shows the toasts of spec part 2 §8. */
export type DisputeEmitted =
  | { type: 'dispute.reported'; transactionReferenceId: number; dispute: TransactionDispute }
  | { type: 'dispute.loadFailed'; transactionReferenceId: number };
