import type { RfcProblem } from '@outlay/rules';
import type { ApiError, SatAccount } from '@outlay/api-client';

export type { SatAccount } from '@outlay/api-client';

/** What a submit found wrong with the credentials: the app words them (spec part 2 §5). */
export interface SatCredentialProblems {
  rfc: RfcProblem | null;
  ciec: 'required' | 'tooShort' | null;
}

export interface SatConnectContext {
  rfc: string;
  ciec: string;
  /** Null until a submit was tried; then kept current as the user corrects the form. */
  problems: SatCredentialProblems | null;
  /** Why linking failed; the app shows the server's words. */
  error: ApiError | null;
}

export type SatConnectEvent =
  | { type: 'connect.requested' }
  | { type: 'connect.confirmed' }
  | { type: 'connect.cancelled' }
  | { type: 'rfc.changed'; rfc: string }
  | { type: 'ciec.changed'; ciec: string }
  | { type: 'credentials.submitted' };

/** Told to the app once: the account is being checked (it shows the status and a toast). */
export type SatConnectEmitted = { type: 'account.linking'; account: SatAccount };
