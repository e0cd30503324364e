import type {
  ApiError,
  Company,
  LoggedInUser,
  OutlayClient,
  PhoneVerificationConfig,
} from '@outlay/api-client';

export interface LoginGateInput {
  client: OutlayClient;
}

export interface LoginGateContext {
  client: OutlayClient;
  /** The user and company as they were when the session started: the gates' facts. */
  user: LoggedInUser | null;
  company: Company | null;
  phoneConfig: PhoneVerificationConfig | null;
  error: ApiError | null;
  /** A message for the app to show once (the phone dialog's closing words). */
  notice: LoginGateNotice | null;
  /** Where the user goes when the gates are passed (the card-order move). */
  destination: string | null;
}

/**
 * What the phone dialog closed with: a success (verified, or "not my phone" recorded) is
 * titled "Success", a failure "Error" (spec part 1 §8, part 2 §8).
 */
export interface LoginGateNotice {
  tone: 'success' | 'error';
  message: string;
}

export type LoginGateEvent =
  | { type: 'password.changed' }
  | { type: 'password.changeChosen' }
  | { type: 'password.changeCancelled' }
  | { type: 'expiration.dismissed' }
  | { type: 'terms.accepted' }
  | { type: 'legalRepresentative.answered'; isRepresentative: boolean }
  | ({ type: 'phone.closed' } & LoginGateNotice)
  | { type: 'retry.requested' };

export interface LoginGateOutput {
  /** `/card-order` for the card-order move, else null (stay where the user is). */
  destination: string | null;
}

/** The card-order page the gate sends a new cardholder to. */
export const CARD_ORDER_PATH = '/card-order';
