import type { InviteRole } from '@outlay/api-client';
import type { SnapshotFrom } from 'xstate';
import { resendView } from '../kernel/code-step.view';
import { createsNoCards, DELEGATE_ROLES, draftProblems, MAX_INVITES } from './invite-form';
import type { inviteMachine } from './invite.machine';

type InviteSnapshot = SnapshotFrom<typeof inviteMachine>;

/** The invite dialog: which part shows (the form, the code step, done) and what each says. */
export function inviteView(snapshot: InviteSnapshot) {
  const { context } = snapshot;
  const { draft } = context;
  const problems = draftProblems(draft, context.invites);
  const inCodeStep = snapshot.matches('enteringCode');
  const roles: InviteRole[] = context.bookkeeperOffered
    ? ['admin', 'employee', 'bookkeeper']
    : ['admin', 'employee'];
  return {
    part: inCodeStep
      ? ('code' as const)
      : snapshot.status === 'done'
        ? ('done' as const)
        : ('form' as const),
    draft,
    /** The field problems to show: after an add or a send was tried, following the typing. */
    problems: context.checked
      ? problems
      : { firstName: null, lastName: null, email: null, role: null },
    roles,
    /** "Sign up directly" applies to the chosen role (admins and employees). */
    delegateOffered: draft.role !== null && DELEGATE_ROLES.includes(draft.role),
    /** The two card permissions apply to employees. */
    cardPermissionsOffered: draft.role === 'employee',
    noCardsNote: createsNoCards(draft),
    noInvites: context.noInvites,
    invites: context.invites,
    /** "Add More Invites": not in the legal-representative flow (one owner). */
    canAddMore: !context.legalRepresentative && context.invites.length < MAX_INVITES,
    /** Pasting many addresses at once adds them as rows (not for the one owner). */
    acceptsLists: !context.legalRepresentative,
    canGoBack: context.legalRepresentative,
    refusedRows: context.refusedRows,
    pastedCount: context.pastedCount,
    error: context.error,
    /** Some rows are refused as taken: they are to be removed before sending. */
    hasTakenRows: context.invites.some((invite) => invite.taken),
    sending: snapshot.matches('validating') || snapshot.matches('sendingCode'),
    busy: snapshot.hasTag('busy'),
    code: {
      destination: context.destination,
      codeFrom: context.codeSentEarlier ? ('sentEarlier' as const) : ('sent' as const),
      verifying: inCodeStep && snapshot.matches({ enteringCode: { code: 'verifying' } }),
      resend: resendView(context, {
        offered: true,
        available: snapshot.can({ type: 'resend.requested' }),
        sending: inCodeStep && snapshot.matches({ enteringCode: { resend: 'sending' } }),
      }),
    },
  } as const;
}

export type InviteView = ReturnType<typeof inviteView>;
