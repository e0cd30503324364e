// The AutoPay agreement an account needs and where it stands (spec part 1 §4.4). The server
// decides from it whether a signing request is still running; the autopay banner and the
// billing page show the same status.
import type { RegionFlag } from './bank-accounts';

/** How long after a signing request the agreement counts as in progress (spec part 1 §9). */
export const AGREEMENT_IN_PROGRESS_MS = 5 * 60 * 1000;

export type AgreementStatus = 'DONE' | 'IN_PROGRESS' | 'PENDING';

/** What a status is read from: the account's agreement fields, as the contract names them. */
export interface AgreementFields {
  padDocument: string | null;
  userAgreementId: string | null;
  /** ISO 8601. */
  padRequestedAt: string | null;
}

/**
 * DONE: a signed PAD document or a user agreement id exists. IN PROGRESS: no document, but a
 * signature was requested under 5 minutes ago (a request stamped a little ahead of this clock
 * was just made, so it counts too). PENDING: otherwise.
 */
export function agreementStatus(account: AgreementFields, now: Date): AgreementStatus {
  if (account.padDocument || account.userAgreementId) return 'DONE';
  if (
    account.padRequestedAt &&
    now.getTime() - new Date(account.padRequestedAt).getTime() < AGREEMENT_IN_PROGRESS_MS
  ) {
    return 'IN_PROGRESS';
  }
  return 'PENDING';
}

/** When an in-progress agreement stops being in progress, or null when it is not. */
export function agreementWindowEndsAt(account: AgreementFields, now: Date): Date | null {
  if (agreementStatus(account, now) !== 'IN_PROGRESS' || !account.padRequestedAt) return null;
  return new Date(new Date(account.padRequestedAt).getTime() + AGREEMENT_IN_PROGRESS_MS);
}

/**
 * The agreement a region's auto-debit needs: a pre-authorised debit (PAD) agreement in Canada
 * and Mexico, a Direct Debit Instruction (DDI) in the UK and the euro area, none in the USA.
 */
export type AgreementKind = 'PAD' | 'DDI';

const AGREEMENT_KINDS: Record<RegionFlag, AgreementKind | null> = {
  canada: 'PAD',
  ca: 'PAD',
  mx: 'PAD',
  uk: 'DDI',
  eu: 'DDI',
  usa: null,
};

export function agreementKindOf(flag: RegionFlag): AgreementKind | null {
  return AGREEMENT_KINDS[flag];
}
