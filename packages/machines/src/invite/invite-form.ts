// The invite form of spec part 2 §2.5 and §5 as data: one person being typed (the draft), the
// people added to the list, and the one judgement of either (names, address, role, the
// address already in the list). Pure, so the machine, its view and its tests share it.
import type { InviteRole, InviteUser } from '@outlay/api-client';
import {
  type EmailProblem,
  emailProblemOf,
  formatName,
  type NameProblem,
  nameProblemOf,
  normalizeEmail,
} from '@outlay/rules';

/** The contract's longest list (InviteUsersRequest.users.maxItems). */
export const MAX_INVITES = 200;

/** Roles that may be signed up directly (spec part 2 §6: admins and employees). */
export const DELEGATE_ROLES: readonly InviteRole[] = ['admin', 'employee'];

/** One person as the form holds them. */
export interface InviteDraft {
  firstName: string;
  lastName: string;
  email: string;
  role: InviteRole | null;
  /** Sign up directly (admins and employees only). */
  isDelegate: boolean;
  /** Employees only: may create physical and virtual cards (both on by default). */
  physicalCards: boolean;
  virtualCards: boolean;
}

/** A person added to the list, with the key the screen lists them by. */
export interface ListedInvite extends InviteDraft {
  key: string;
  role: InviteRole;
  /** The server refused the address (taken in Outlay, or twice in the list). */
  taken: boolean;
}

export const emptyDraft: InviteDraft = {
  firstName: '',
  lastName: '',
  email: '',
  role: null,
  isDelegate: false,
  physicalCards: true,
  virtualCards: true,
};

/** What is wrong with a draft, field by field (null: nothing). */
export interface DraftProblems {
  firstName: NameProblem | null;
  lastName: NameProblem | null;
  email: EmailProblem | 'taken' | null;
  role: 'required' | null;
}

/** The addresses of the list, compared trimmed and in lower case. */
export function listedAddresses(invites: readonly InviteDraft[]): Set<string> {
  return new Set(invites.map((invite) => normalizeEmail(invite.email)));
}

/** The draft judged by spec part 2 §5, against the people already in the list. */
export function draftProblems(draft: InviteDraft, listed: readonly InviteDraft[]): DraftProblems {
  const emailProblem = emailProblemOf(draft.email);
  return {
    firstName: nameProblemOf(draft.firstName),
    lastName: nameProblemOf(draft.lastName),
    email:
      emailProblem ?? (listedAddresses(listed).has(normalizeEmail(draft.email)) ? 'taken' : null),
    role: draft.role === null ? 'required' : null,
  };
}

export function hasProblems(problems: DraftProblems): boolean {
  return Object.values(problems).some((problem) => problem !== null);
}

/** Nothing typed and no role chosen: the form is as it opened. */
export function isBlank(draft: InviteDraft): boolean {
  return (
    draft.firstName.trim() === '' &&
    draft.lastName.trim() === '' &&
    draft.email.trim() === '' &&
    draft.role === null
  );
}

/**
 * A role chosen: spec part 2 §4 ("Selecting a role resets the delegate flag and sets both card
 * permissions to true").
 */
export function withRole(draft: InviteDraft, role: InviteRole): InviteDraft {
  return { ...draft, role, isDelegate: false, physicalCards: true, virtualCards: true };
}

/** A name as typed: title-cased and cut to the card issuer's maximum (spec part 2 §5). */
export function typedName(value: string, maxLength: number): string {
  return formatName(value, maxLength);
}

/** An employee with both card permissions off: the note that they cannot create cards. */
export function createsNoCards(draft: InviteDraft): boolean {
  return draft.role === 'employee' && !draft.physicalCards && !draft.virtualCards;
}

/** A person as invite-users takes them. */
export function inviteUserOf(invite: ListedInvite, isLegalRepresentative: boolean): InviteUser {
  const employee = invite.role === 'employee';
  return {
    firstName: invite.firstName.trim(),
    lastName: invite.lastName.trim(),
    email: invite.email.trim(),
    role: invite.role,
    isDelegate: DELEGATE_ROLES.includes(invite.role) && invite.isDelegate,
    isLegalRepresentative,
    ...(employee
      ? {
          is_physical_card_creation_enable: invite.physicalCards,
          is_virtual_card_creation_enable: invite.virtualCards,
        }
      : {}),
  };
}

/**
 * The rows the server refused as taken, from its `fields` (`users.<index>.email`), as the
 * keys of the listed people.
 */
export function takenKeys(
  invites: readonly ListedInvite[],
  fields: Readonly<Record<string, string>> | undefined,
): Set<string> {
  const keys = new Set<string>();
  for (const field of Object.keys(fields ?? {})) {
    const index = /^users\.(\d+)\.email$/.exec(field)?.[1];
    const invite = index === undefined ? undefined : invites[Number(index)];
    if (invite) keys.add(invite.key);
  }
  return keys;
}
