import type { PhoneVerificationConfig } from '@outlay/api-client/schema';
import type { CodeReason } from '../auth/code-delivery.js';
import { maskedPhoneOf, phoneOf } from '../auth/two-factor-methods.js';
import { AppError, asBadRequest } from '../http/errors.js';
import type { Session } from '../http/security.js';
import type { Lang } from '../i18n/language.js';
import { CLICKWRAP_ACCESS_ID, CLICKWRAP_GROUPS } from '../providers/clickwrap.js';
import type { Services } from '../services.js';
import { type SecurityState, signedInState } from './account-security.js';
import {
  PHONE_VERIFICATION_POLICY,
  phoneVerificationApplies,
} from './phone-verification-policy.js';

export interface PhoneVerification {
  config(session: Session): Promise<PhoneVerificationConfig>;
  /** Texts a code to the phone once its consent is signed; answers the phone, masked. */
  sendCode(session: Session, lang: Lang): Promise<string>;
  /** The texted code verifies the phone; too many wrong codes end verification (404). */
  verify(session: Session, code: string): Promise<void>;
  markNonPersonal(session: Session): Promise<void>;
}

const PHONE_CODE: CodeReason = { kind: 'phone-verification' };

/**
 * The phone this user could verify now, or a 404 saying there is none: the conditions of
 * spec §4.5 that the web app checks before it opens the dialog, checked again here.
 */
function phoneToVerify(state: SecurityState, session: Session): string {
  const phone = phoneOf(state);
  if (
    phone === null ||
    state.isPhoneVerified ||
    !state.isPhoneNumberPersonal ||
    state.phoneVerificationDisabled ||
    !phoneVerificationApplies(PHONE_VERIFICATION_POLICY, {
      id: session.companyId,
      countryCode: state.companyCountryCode,
    })
  ) {
    throw new AppError(404, 'NOT_FOUND', 'phone.nothingToVerify');
  }
  return phone;
}

/** Verifying the personal phone after sign-in (spec part 1 §4.5). */
export function createPhoneVerification(
  services: Pick<Services, 'accountSecurity' | 'clickwrap' | 'codeDelivery'>,
): PhoneVerification {
  const { accountSecurity, clickwrap, codeDelivery } = services;
  const stateOf = (session: Session) => signedInState(accountSecurity, session);
  return {
    async config(session) {
      const state = await stateOf(session);
      const { groupId, groupKey } = CLICKWRAP_GROUPS.phoneConsent;
      return {
        accessId: CLICKWRAP_ACCESS_ID,
        groupId,
        groupKey,
        signerId: state.publicId,
        ...PHONE_VERIFICATION_POLICY,
      };
    },

    async sendCode(session, lang) {
      const state = await stateOf(session);
      const phone = phoneToVerify(state, session);
      const { groupKey } = CLICKWRAP_GROUPS.phoneConsent;
      if (!(await clickwrap.hasSigned(CLICKWRAP_ACCESS_ID, groupKey, state.publicId))) {
        throw new AppError(409, 'CONFLICT', 'phone.consentMissing');
      }
      await codeDelivery.send(session, PHONE_CODE, { channel: 'sms', phone }, lang);
      return maskedPhoneOf(state) ?? '';
    },

    async verify(session, code) {
      phoneToVerify(await stateOf(session), session);
      try {
        await codeDelivery.consume(session, PHONE_CODE, code);
      } catch (error) {
        if (error instanceof AppError && error.code === 'CODE_LOCKED') {
          // Spec §3.1: isPhoneVerificationDisabledByMaxAttempts; the dialog closes on 404.
          await accountSecurity.disablePhoneVerification(session);
          throw new AppError(404, 'NOT_FOUND', 'phone.lockedOut');
        }
        throw asBadRequest(error);
      }
      await accountSecurity.markPhoneVerified(session);
    },

    markNonPersonal: (session) => accountSecurity.markPhoneNonPersonal(session),
  };
}
