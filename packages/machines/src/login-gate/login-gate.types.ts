import type { ApiError, Company, LoggedInUser, PhoneVerificationConfig } from '@outlay/api-client';

export interface LoginGateInput {
  /**
   * The user (load-user-profile) and the company (company-details) as the app holds them when
   * the session starts: the gates' facts. The machine does not fetch them again.
   */
  user: LoggedInUser;
  company: Company;
}

export interface LoginGateContext {
  user: LoggedInUser;
  company: Company;
  phoneConfig: PhoneVerificationConfig | null;
  error: ApiError | null;
  /** Where the user goes when the gates are passed (the card-order move). */
  destination: string | null;
}

/** A gate changed the user or the company: what the app holds of them is out of date. */
export interface SessionChangedNotice {
  type: 'session.changed';
}

/**
 * What the user does in the gate's own dialogs. The dialogs with steps of their own (change
 * password, terms, the Primary Account Owner, phone) are child flows: the gate hears how each
 * ended from its output.
 */
export type LoginGateEvent =
  | { type: 'password.changeChosen' }
  | { type: 'expiration.dismissed' }
  | { type: 'legalRepresentative.answered'; isRepresentative: boolean };

/** The child flows the gate runs, by id (each id is its actor's name too). */
export type LoginGateChildren = {
  changePassword: 'changePassword';
  terms: 'terms';
  primaryAccountOwner: 'primaryAccountOwner';
  phoneVerification: 'phoneVerification';
};

export interface LoginGateOutput {
  /** `/card-order` for the card-order move, else null (stay where the user is). */
  destination: string | null;
}

/** The card-order page the gate sends a new cardholder to. */
export const CARD_ORDER_PATH = '/card-order';
