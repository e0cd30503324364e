import type {
  LegalRepresentativeRequest,
  LegalRepresentativeResult,
} from '@outlay/api-client/schema';
import { AppError } from '../http/errors.js';
import type { Session } from '../http/security.js';
import type { PrimaryAccountOwner } from '../team/primary-account-owner.js';

/**
 * An admin's answer to "are you the company's legal representative?" (the Primary Account
 * Owner modal): for their own company only; the caller's own id, or another active person's.
 */
export async function confirmLegalRepresentative(
  owner: PrimaryAccountOwner,
  session: Session,
  request: LegalRepresentativeRequest,
): Promise<LegalRepresentativeResult> {
  // x-outlay-access already admits admins only; this keeps the rule next to its SQL.
  if (session.role !== 'admin') throw new AppError(404, 'NOT_FOUND', 'gate.adminOnly');
  if (request.companyId !== session.companyId)
    throw new AppError(404, 'NOT_FOUND', 'gate.notYours');
  return owner.answer(session, {
    userPublicId: request.userId,
    isAdminLegalRepresentative: request.isAdminLegalRepresentative,
    ...(request.actionCode === undefined ? {} : { actionCode: request.actionCode }),
  });
}
