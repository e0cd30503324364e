import type {
  ApiError,
  Company,
  LoggedInUser,
  OutlayClient,
  PhoneVerificationConfig,
} from '@outlay/api-client';

export interface LoginGateInput {
  client: OutlayClient;
  /**
   * The user (load-user-profile) and the company (company-details) as the app holds them when
   * the session starts: the gates' facts. The machine does not fetch them again.
   */
  user: LoggedInUser;
  company: Company;
}

export interface LoginGateContext {
  client: OutlayClient;
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

export type LoginGateEvent =
  | { type: 'password.changed' }
  | { type: 'password.changeChosen' }
  | { type: 'password.changeCancelled' }
  | { type: 'expiration.dismissed' }
  | { type: 'terms.accepted' }
  | { type: 'legalRepresentative.answered'; isRepresentative: boolean }
  /** The Primary Account Owner modal named or invited the owner. */
  | { type: 'owner.updated' }
  /** The Primary Account Owner modal was closed without a change. */
  | { type: 'owner.closed' }
  | { type: 'phone.closed' };

export interface LoginGateOutput {
  /** `/card-order` for the card-order move, else null (stay where the user is). */
  destination: string | null;
}

/** The card-order page the gate sends a new cardholder to. */
export const CARD_ORDER_PATH = '/card-order';
