import type { ApiError, CompanyUser } from '@outlay/api-client';
import type { InviteInput } from '../invite/invite.types';

/** Who the Primary Account Owner is to be (spec part 2 §2.9). */
export type OwnerOption = 'me' | 'other' | 'invite';

export interface PaoInput {
  /** The admin who answers (the signed-in user). */
  userId: string;
  companyId: number;
  /**
   * Another person holds the flag now (the company is confirmed and the admin is not its
   * owner): declaring oneself then moves it, which asks for a fresh code.
   */
  ownerElsewhere?: boolean;
  /** What the invite flow for a new owner offers (the company's, as the Team page's invite). */
  invite: Pick<InviteInput, 'bookkeeperOffered' | 'nameMaxLength'>;
}

export interface PaoContext {
  userId: string;
  companyId: number;
  ownerElsewhere: boolean;
  invite: PaoInput['invite'];
  /** CHANGE_ACCOUNT_OWNER's action code from the verification dialog, for a transfer. */
  actionCode: string | null;
  option: OwnerOption | null;
  /** The search typed for another user, and what it found (the admin left out). */
  filter: string;
  users: CompanyUser[];
  hasMore: boolean;
  /** The search ran at least once. */
  searched: boolean;
  chosenUser: CompanyUser | null;
  searchError: ApiError | null;
  error: ApiError | null;
  /** The owner was confirmed (or invited). */
  updated: boolean;
}

export type PaoEvent =
  | { type: 'option.chosen'; option: OwnerOption }
  | { type: 'search.changed'; filter: string }
  | { type: 'user.chosen'; userId: string }
  | { type: 'owner.submitted' }
  | { type: 'verification.succeeded'; actionCode: string }
  | { type: 'verification.cancelled' }
  | { type: 'pao.cancelled' };

/** The child flow the PAO flow runs: the invite of a new owner. */
export type PaoChildren = { invite: 'invite' };

/** Told once: the company's Primary Account Owner changed (the screen says so). */
export interface PaoUpdated {
  type: 'pao.updated';
  /** Declared, chosen among the users, or invited. */
  by: OwnerOption;
}

export type PaoOutput = { updated: boolean };
