import type { ActionCodeSent, InviteStatus } from '@outlay/api-client';
import { assertEvent, assign, emit, setup } from 'xstate';
import { errorFrom } from '../kernel/actor-error';
import { firstCodeSend, codeStep, codeStepSetup, freshCodeStep } from '../kernel/code-step';
import { inviteActors } from './invite.actors';
import { unprovidedClient } from '../kernel/unprovided-client';
import {
  DELEGATE_ROLES,
  draftProblems,
  emptyDraft,
  hasProblems,
  inviteUserOf,
  isBlank,
  type ListedInvite,
  listedAddresses,
  MAX_INVITES,
  takenKeys,
  typedName,
  withRole,
} from './invite-form';
import { draftOfRow, isPastedList, pastedInvites } from './pasted-invites';
import type {
  InviteContext,
  InviteEmitted,
  InviteEvent,
  InviteInput,
  InviteOutput,
} from './invite.types';

type InviteArgs = { context: InviteContext; event: InviteEvent };

/** The people to send, as invite-users and validate-emails take them. */
const usersOf = ({ context }: { context: InviteContext }) => ({
  users: context.invites.map((invite) => inviteUserOf(invite, context.legalRepresentative)),
});

/** The code the user submitted, with the list it invites. */
const submittedCode = ({ context, event }: InviteArgs) => {
  assertEvent(event, 'code.submitted');
  return { ...usersOf({ context }), actionCode: event.code };
};

/** Refusals that are about the code itself (wrong, expired, spent, too many, no answer). */
const isCodeRefusal = (event: { type: string }) => {
  const error = errorFrom(event);
  return error.status === 0 || error.status === 429 || (error.code ?? '').startsWith('CODE_');
};

const taken = {
  guard: 'refusedAsTaken',
  target: '#invite.editing',
  actions: 'markTakenRows',
} as const;

const inviteSetup = setup({
  types: {
    context: {} as InviteContext,
    events: {} as InviteEvent,
    input: {} as InviteInput,
    output: {} as InviteOutput,
    emitted: {} as InviteEmitted,
    tags: {} as 'busy',
  },
  actors: inviteActors(unprovidedClient),
  guards: {
    /** The email field holds many addresses or CSV lines: they become rows of the list. */
    emailIsList: ({ context }) => !context.legalRepresentative && isPastedList(context.draft.email),
    pasteIsList: ({ context, event }) => {
      assertEvent(event, 'email.pasted');
      return !context.legalRepresentative && isPastedList(event.text);
    },
    /** "Add More Invites": the draft is complete and the list has room (one owner at most). */
    draftIsAddable: ({ context }) =>
      !context.legalRepresentative &&
      context.invites.length < MAX_INVITES &&
      !hasProblems(draftProblems(context.draft, context.invites)),
    draftIsValid: ({ context }) => !hasProblems(draftProblems(context.draft, context.invites)),
    nothingToSend: ({ context }) => context.invites.length === 0 && isBlank(context.draft),
    listIsReady: ({ context }) =>
      context.invites.length > 0 &&
      isBlank(context.draft) &&
      !context.invites.some((invite) => invite.taken),
    refusedAsTaken: ({ event }) => errorFrom(event).status === 409,
    refusedBeyondCode: ({ event }) => !isCodeRefusal(event),
    offersGoBack: ({ context }) => context.legalRepresentative,
  },
  actions: {
    changeField: assign({
      draft: ({ context, event }) => {
        assertEvent(event, 'field.changed');
        const value =
          event.field === 'email' ? event.value : typedName(event.value, context.nameMaxLength);
        return { ...context.draft, [event.field]: value };
      },
      noInvites: false,
    }),
    chooseRole: assign({
      draft: ({ context, event }) => {
        assertEvent(event, 'role.chosen');
        return withRole(context.draft, event.role);
      },
      noInvites: false,
    }),
    changeDelegate: assign({
      draft: ({ context, event }) => {
        assertEvent(event, 'delegate.changed');
        const may = context.draft.role !== null && DELEGATE_ROLES.includes(context.draft.role);
        return { ...context.draft, isDelegate: may && event.isDelegate };
      },
    }),
    changeCards: assign({
      draft: ({ context, event }) => {
        assertEvent(event, 'cards.changed');
        return event.kind === 'physical'
          ? { ...context.draft, physicalCards: event.allowed }
          : { ...context.draft, virtualCards: event.allowed };
      },
    }),
    /** A single pasted address is typed text, as if typed. */
    pasteAsTyped: assign({
      draft: ({ context, event }) => {
        assertEvent(event, 'email.pasted');
        return { ...context.draft, email: event.text.trim() };
      },
    }),
    /**
     * The rows of a paste (or of a list left in the email field) join the list; the refused
     * ones stay in the email field, each reported with why, so nothing pasted is lost.
     */
    addPastedRows: assign(({ context, event }) => {
      const text = event.type === 'email.pasted' ? event.text : context.draft.email;
      const result = pastedInvites(text, {
        listed: listedAddresses(context.invites),
        listedCount: context.invites.length,
        role: context.draft.role,
        bookkeeperOffered: context.bookkeeperOffered,
        nameMaxLength: context.nameMaxLength,
      });
      const added = result.accepted.map((row, index): ListedInvite => ({
        ...draftOfRow(row, context.draft),
        key: String(context.nextKey + index),
        taken: false,
      }));
      return {
        invites: [...context.invites, ...added],
        nextKey: context.nextKey + added.length,
        // The email field is one line: refused addresses wait there, separated by commas, to
        // be corrected; a refused CSV line stays in the report, which shows it whole.
        draft: {
          ...context.draft,
          email: result.refused
            .filter((row) => !row.text.includes(','))
            .map((row) => row.text)
            .join(', '),
        },
        refusedRows: result.refused,
        pastedCount: added.length,
        checked: false,
        noInvites: false,
        error: null,
      };
    }),
    /** The draft joins the list; the form opens blank for the next person. */
    addDraft: assign(({ context }) => {
      const { role } = context.draft;
      if (role === null) return {};
      return {
        invites: [
          ...context.invites,
          { ...context.draft, role, key: String(context.nextKey), taken: false },
        ],
        nextKey: context.nextKey + 1,
        draft: emptyDraft,
        checked: false,
        noInvites: false,
        refusedRows: [],
        pastedCount: 0,
      };
    }),
    removeInvite: assign({
      invites: ({ context, event }) => {
        assertEvent(event, 'invite.removed');
        return context.invites.filter((invite) => invite.key !== event.key);
      },
    }),
    showProblems: assign({ checked: true }),
    warnNoInvites: assign({ noInvites: true, checked: false }),
    /** The addresses the server refused as taken are marked on their rows. */
    markTakenRows: assign(({ context, event }) => {
      const error = errorFrom(event);
      const keys = takenKeys(context.invites, error.fields);
      return {
        invites: context.invites.map((invite) =>
          keys.has(invite.key) ? { ...invite, taken: true } : invite,
        ),
        error,
      };
    }),
    rememberError: assign({ error: ({ event }) => errorFrom(event) }),
    clearError: assign({ error: null }),
    rememberDestination: assign((_, sent: ActionCodeSent) => ({ destination: sent.destination })),
    rememberSent: assign((_, sent: InviteStatus) => ({
      sentMsg: sent.msg,
      outcome: 'sent' as const,
    })),
    rememberWentBack: assign({ outcome: 'back' as const }),
    announceSent: emit(({ context }, sent: InviteStatus) => ({
      type: 'invitations.sent' as const,
      msg: sent.msg,
      count: context.invites.length,
    })),
  },
}).extend(codeStepSetup<InviteContext, InviteEvent>());

/**
 * The invite flow (spec part 2 §2.5, §4 "Invite flow", §5 "Invite form", §7): people typed one
 * by one or pasted many at once join a list; Send Invitation checks the addresses
 * (validate-emails), sends the code of INVITE_USERS and invites with it (invite-users). A
 * refusal names the rows it is about and keeps every person typed.
 */
export const inviteMachine = inviteSetup.createMachine({
  id: 'invite',
  context: ({ input }) => ({
    bookkeeperOffered: input.bookkeeperOffered,
    nameMaxLength: input.nameMaxLength,
    legalRepresentative: input.legalRepresentative ?? false,
    draft: emptyDraft,
    invites: [],
    nextKey: 1,
    checked: false,
    noInvites: false,
    refusedRows: [],
    pastedCount: 0,
    destination: '',
    sentMsg: null,
    outcome: null,
    ...freshCodeStep,
    error: null,
  }),
  initial: 'editing',
  on: { 'invite.cancelled': '.cancelled' },
  states: {
    editing: {
      description:
        'The form and the list: names, email, role, delegate, card permissions; Add More Invites, Send Invitation.',
      on: {
        'field.changed': { actions: 'changeField' },
        'role.chosen': { actions: 'chooseRole' },
        'delegate.changed': { actions: 'changeDelegate' },
        'cards.changed': { actions: 'changeCards' },
        'email.pasted': [
          { guard: 'pasteIsList', actions: 'addPastedRows' },
          { actions: 'pasteAsTyped' },
        ],
        'invite.added': [
          { guard: 'emailIsList', actions: 'addPastedRows' },
          { guard: 'draftIsAddable', actions: 'addDraft' },
          { actions: 'showProblems' },
        ],
        'invite.removed': { actions: ['removeInvite', 'clearError'] },
        'invitations.submitted': [
          { guard: 'emailIsList', actions: 'addPastedRows' },
          { guard: 'nothingToSend', actions: 'warnNoInvites' },
          { guard: 'listIsReady', target: 'validating', actions: 'clearError' },
          {
            // When the list is empty the form is sent directly (spec part 2 §4); a complete
            // form beside a list joins it.
            guard: 'draftIsValid',
            target: 'validating',
            actions: ['addDraft', 'clearError'],
          },
          { actions: 'showProblems' },
        ],
        'back.requested': {
          guard: 'offersGoBack',
          target: 'wentBack',
          actions: 'rememberWentBack',
        },
      },
    },
    validating: {
      description: 'validate-emails: every address may be invited.',
      tags: ['busy'],
      invoke: {
        id: 'validateEmails',
        src: 'validateEmails',
        input: usersOf,
        onDone: { target: 'sendingCode' },
        onError: [taken, { target: 'editing', actions: 'rememberError' }],
      },
    },
    sendingCode: {
      description:
        'The code of INVITE_USERS goes by email; one sent moments ago is the one to enter.',
      tags: ['busy'],
      invoke: firstCodeSend({
        send: { id: 'sendCode', src: 'sendInviteCode' },
        sent: 'enteringCode',
        sentActions: [
          {
            type: 'rememberDestination',
            params: ({ event }: { event: { output: ActionCodeSent } }) => event.output,
          },
        ],
        failed: { target: 'editing', actions: 'rememberError' },
      }),
    },
    enteringCode: {
      on: { 'code.back': { target: 'editing', actions: 'clearError' } },
      ...codeStep({
        step: '#invite.enteringCode',
        description:
          'The six-digit code from the email; Resend. The code invites the list (invite-users).',
        verify: { id: 'inviteUsers', src: 'inviteUsers', input: submittedCode },
        verified: {
          target: '#invite.sent',
          actions: [
            {
              type: 'rememberSent',
              params: ({ event }: { event: { output: InviteStatus } }) => event.output,
            },
            {
              type: 'announceSent',
              params: ({ event }: { event: { output: InviteStatus } }) => event.output,
            },
          ],
        },
        verifyRefusals: [
          taken,
          { guard: 'refusedBeyondCode', target: '#invite.editing', actions: 'rememberError' },
        ],
        resend: { id: 'resendCode', src: 'sendInviteCode' },
      }),
    },
    sent: { description: 'Invited: the dialog closes with the server message.', type: 'final' },
    wentBack: { description: 'Go Back: the Primary Account Owner modal again.', type: 'final' },
    cancelled: { description: 'Closed without inviting.', type: 'final' },
  },
  output: ({ context }) => ({ outcome: context.outcome ?? 'cancelled', msg: context.sentMsg }),
});
