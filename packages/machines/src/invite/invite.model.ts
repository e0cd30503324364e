// The invite flow's model: QA's events, what tells two states apart, the calls and answers.
import { actionCodeSent } from '@outlay/api-client/mocks';
import type { SnapshotFrom } from 'xstate';
import { signedInClient } from '../testing/client';
import { defineFlowModel, refused } from '../testing/flow-model';
import { draftProblems, hasProblems, isBlank } from './invite-form';
import { inviteActors } from './invite.actors';
import { inviteMachine } from './invite.machine';
import { isPastedList } from './pasted-invites';
import type { InvokedCall } from '../testing/model-paths';

type Snapshot = SnapshotFrom<typeof inviteMachine>;

// What QA tells apart: where the flow is, which fields of the form hold something and whether
// it may be sent, how many people the list holds, and the messages on screen: the form's
// (problems, nothing to send, a paste's refusals, an error) while editing, the code step's
// (where the code came from, an error) while a code is asked.
const serializeState = (snapshot: Snapshot) => {
  const { context } = snapshot;
  const editing = snapshot.matches('editing');
  return JSON.stringify({
    value: snapshot.value,
    typed: [
      context.draft.firstName,
      context.draft.lastName,
      context.draft.email,
      context.draft.role,
    ].map((value) => value !== '' && value !== null),
    complete:
      !isBlank(context.draft) && !hasProblems(draftProblems(context.draft, context.invites)),
    emailList: isPastedList(context.draft.email),
    listed: context.invites.length,
    error: context.error !== null,
    ...(editing
      ? {
          refused: context.refusedRows.length > 0,
          checked: context.checked,
          noInvites: context.noInvites,
        }
      : { sentEarlier: context.codeSentEarlier }),
    outcome: context.outcome,
  });
};

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
// Resend's wait running out (the code step's `after` delay).
const waited = { type: 'xstate.after.resendWait.invite.enteringCode.resend.waiting' };

const invited = { status: true, msg: '1 invitation has been sent.' };

const outcomes = [
  done('validateEmails', { status: true, msg: 'Every address can be invited.' }),
  refused('validateEmails', 409, 'CONFLICT'),
  refused('validateEmails', 400, 'BAD_REQUEST'),
  done('sendCode', actionCodeSent),
  refused('sendCode', 429, 'RATE_LIMITED'),
  refused('sendCode', 400, 'BAD_REQUEST'),
  done('inviteUsers', invited),
  refused('inviteUsers', 400, 'CODE_INCORRECT'),
  refused('inviteUsers', 409, 'CONFLICT'),
  refused('inviteUsers', 400, 'BAD_REQUEST'),
  done('resendCode', actionCodeSent),
  refused('resendCode', 429, 'RATE_LIMITED'),
  refused('resendCode', 400, 'BAD_REQUEST'),
] as const;

// The form is typed in one order (first name, last name, email, role): each field's own
// rules are the form module's tests; here what matters is where a partly typed form leads.
const typing = [
  { type: 'field.changed', field: 'firstName', value: 'Jane' },
  { type: 'field.changed', field: 'lastName', value: 'Doe' },
  { type: 'field.changed', field: 'email', value: 'jane.doe@acme.test' },
  { type: 'role.chosen', role: 'employee' },
] as const;

const nextTyped = ({ draft }: Snapshot['context']) =>
  typing.slice(
    [draft.firstName, draft.lastName, draft.email, draft.role].findIndex(
      (value) => value === '' || value === null,
    ),
  )[0];

const everywhere = [{ type: 'invite.cancelled' }, { type: 'back.requested' }] as const;

/** What a user can do in a state (the call's outcomes while one runs). */
function eventsIn(snapshot: Snapshot) {
  const { context } = snapshot;
  if (snapshot.hasTag('busy')) return outcomes;
  if (snapshot.matches('enteringCode')) {
    return [
      { type: 'code.submitted', code: '123456' },
      { type: 'resend.requested' },
      { type: 'code.back' },
      waited,
      ...everywhere,
    ];
  }
  const typed = nextTyped(context);
  const [first] = context.invites;
  return [
    ...(typed ? [typed] : []),
    { type: 'invite.added' },
    { type: 'invitations.submitted' },
    ...(first ? [{ type: 'invite.removed', key: first.key }] : []),
    ...(context.invites.length === 0 && context.refusedRows.length === 0
      ? [
          { type: 'email.pasted', text: 'ana.silva@acme.test\nbob@acme.test' },
          // Addresses typed (or left) in the field as a list: Add and Send add them as rows.
          ...(isBlank(context.draft)
            ? [{ type: 'field.changed', field: 'email', value: 'ana.silva@acme.test, bo@x' }]
            : []),
        ]
      : []),
    ...everywhere,
  ];
}

const calls: Record<string, InvokedCall> = {
  validateEmails: { method: 'post', path: '/v2/web/user/validate-emails' },
  sendCode: { method: 'post', path: '/v2/multifactor-action-code/create' },
  resendCode: { method: 'post', path: '/v2/multifactor-action-code/create' },
  inviteUsers: { method: 'post', path: '/v2/web/user/invite-users' },
};

const variant = (name: string, legalRepresentative: boolean) => ({
  name,
  input: () => ({
    bookkeeperOffered: true,
    nameMaxLength: 50,
    legalRepresentative,
  }),
});

export const inviteModel = defineFlowModel({
  machine: inviteMachine,
  provided: () => inviteMachine.provide({ actors: inviteActors(signedInClient()) }),
  variants: [
    variant('opened from the Team page', false),
    variant('opened from the Primary Account Owner modal', true),
  ],
  events: eventsIn,
  serializeState,
  calls,
  untakeable: {
    'invite.editing on delegate.changed':
      'Changes only what the form holds, not where the flow goes: invite.machine.test.ts checks the delegate flag by role.',
    'invite.editing on cards.changed':
      "Changes only what the form holds: invite.machine.test.ts checks the card permissions and the employee's note.",
  },
});
