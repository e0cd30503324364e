import type { ApiError, InviteRole } from '@outlay/api-client';
import type { CodeStepContext } from '../kernel/code-step';
import type { InviteDraft, ListedInvite } from './invite-form';
import type { RefusedRow } from './pasted-invites';

export interface InviteInput {
  /** The company has the bookkeeper option: Bookkeeper is offered (spec part 2 §6). */
  bookkeeperOffered: boolean;
  /** The card issuer's longest name (`nameMaxLength` of @outlay/rules). */
  nameMaxLength: number;
  /**
   * Opened from the Primary Account Owner modal: the one person invited becomes the company's
   * legal representative, and "Go Back" returns to the modal.
   */
  legalRepresentative?: boolean;
}

export interface InviteContext extends CodeStepContext {
  bookkeeperOffered: boolean;
  nameMaxLength: number;
  legalRepresentative: boolean;
  /** The person being typed. */
  draft: InviteDraft;
  /** The people added with "Add More Invites", in the order added. */
  invites: ListedInvite[];
  /** A key for the next person added. */
  nextKey: number;
  /** The form's problems show: an add or a send was tried (then they follow the typing). */
  checked: boolean;
  /** 'Please invite at least single user.' is due. */
  noInvites: boolean;
  /** The rows of the last paste that were not added, with why. */
  refusedRows: RefusedRow[];
  /** How many rows the last paste added. */
  pastedCount: number;
  /** Where the code went (masked), as the server said. */
  destination: string;
  /** The server's message once sent. */
  sentMsg: string | null;
  /** How the flow ended, once it did. */
  outcome: InviteOutput['outcome'] | null;
}

export type DraftField = 'firstName' | 'lastName' | 'email';

export type InviteEvent =
  | { type: 'field.changed'; field: DraftField; value: string }
  | { type: 'role.chosen'; role: InviteRole }
  | { type: 'delegate.changed'; isDelegate: boolean }
  | { type: 'cards.changed'; kind: 'physical' | 'virtual'; allowed: boolean }
  | { type: 'email.pasted'; text: string }
  | { type: 'invite.added' }
  | { type: 'invite.removed'; key: string }
  | { type: 'invitations.submitted' }
  | { type: 'code.submitted'; code: string }
  | { type: 'resend.requested' }
  | { type: 'code.back' }
  | { type: 'back.requested' }
  | { type: 'invite.cancelled' };

/** Told once to the screen: the invitations went out, with the server's words. */
export interface InvitationsSent {
  type: 'invitations.sent';
  msg: string;
  count: number;
}

export type InviteEmitted = InvitationsSent | { type: 'code.sent'; resent: boolean };

export interface InviteOutput {
  outcome: 'sent' | 'back' | 'cancelled';
  /** The server's message when sent. */
  msg: string | null;
}

export type { ApiError };
