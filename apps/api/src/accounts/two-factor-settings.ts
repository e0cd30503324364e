import type { NotificationType, TwoFactorMethods } from '@outlay/api-client/schema';
import type { Enrolment } from '../auth/authenticator.js';
import { twoFactorMethodsOf, isMethodSetUp } from '../auth/two-factor-methods.js';
import { AppError } from '../http/errors.js';
import type { Session } from '../http/security.js';
import type { Services } from '../services.js';
import { signedInState } from './account-security.js';

export interface TwoFactorSettings {
  methods(session: Session): Promise<TwoFactorMethods>;
  /** Only a method that is set up can be the default (409 otherwise). */
  setDefault(session: Session, method: NotificationType): Promise<TwoFactorMethods>;
  /** Spends a SET_UP_AUTHENTICATOR action code and answers a new app's secret, pending. */
  startAuthenticatorSetup(session: Session, actionCode: string): Promise<Enrolment>;
  /** The app's first code confirms the pending secret; a wrong one counts against the address. */
  confirmAuthenticatorSetup(
    session: Session,
    code: string,
    ipAddress: string,
  ): Promise<TwoFactorMethods>;
}

const alreadyEnrolled = () => new AppError(409, 'CONFLICT', 'totp.alreadyEnrolled');

/** The second-factor part of the security settings (spec part 1 §4.4). */
export function createTwoFactorSettings(
  services: Pick<
    Services,
    | 'accountSecurity'
    | 'actionCodes'
    | 'authenticator'
    | 'authenticatorCodes'
    | 'botCheck'
    | 'users'
  >,
): TwoFactorSettings {
  const { accountSecurity, actionCodes, authenticator, authenticatorCodes, botCheck, users } =
    services;
  const stateOf = (session: Session) => signedInState(accountSecurity, session);

  return {
    async methods(session) {
      return twoFactorMethodsOf(await stateOf(session));
    },

    async setDefault(session, method) {
      const state = await stateOf(session);
      if (!isMethodSetUp(state, method)) {
        throw new AppError(409, 'CONFLICT', 'security.methodUnavailable');
      }
      await accountSecurity.setDefaultMethod(session, method);
      return twoFactorMethodsOf({ ...state, defaultMethod: method });
    },

    async startAuthenticatorSetup(session, actionCode) {
      const state = await stateOf(session);
      if (state.totpSecret !== null) throw alreadyEnrolled();
      const scope = { actionType: 'SET_UP_AUTHENTICATOR' };
      await actionCodes.spend(session, scope, actionCode);
      const secret = authenticator.newSecret();
      await users.setPendingAuthenticator(session, secret);
      return authenticator.enrolment(secret, state.email);
    },

    async confirmAuthenticatorSetup(session, code, ipAddress) {
      const state = await stateOf(session);
      if (state.totpSecret !== null) throw alreadyEnrolled();
      if (state.totpPendingSecret === null) {
        throw new AppError(409, 'CONFLICT', 'security.authenticatorPending');
      }
      if (!(await authenticatorCodes.accept(session, state.totpPendingSecret, code, null))) {
        await botCheck.recordFailure(ipAddress);
        throw new AppError(400, 'CODE_INCORRECT', 'totp.incorrect');
      }
      return twoFactorMethodsOf(await stateOf(session));
    },
  };
}
