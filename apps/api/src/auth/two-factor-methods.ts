import type { TwoFactorMethods, NotificationType } from '@outlay/api-client/schema';
import { maskPhone } from '@outlay/rules';
import type { SecurityState } from '../accounts/account-security.js';
import { maskEmail } from '../accounts/mask-email.js';

/** Email always works; a text message once the phone is verified; an app once it is set up. */
export function isMethodSetUp(state: SecurityState, method: NotificationType): boolean {
  if (method === 'EMAIL') return true;
  if (method === 'SMS') return state.isPhoneVerified && state.phoneNumber !== null;
  return state.totpSecret !== null;
}

/** The number a text message goes to: digits only, the calling code first. */
export function phoneOf(
  state: Pick<SecurityState, 'countryCallingCode' | 'phoneNumber'>,
): string | null {
  return state.phoneNumber === null
    ? null
    : `${state.countryCallingCode ?? ''}${state.phoneNumber}`.replace(/[^0-9]/g, '');
}

/** Where a text message goes, masked (spec part 1 §4.5): the calling code apart. */
export function maskedPhoneOf(state: SecurityState): string | null {
  return state.phoneNumber === null
    ? null
    : maskPhone({ countryCallingCode: state.countryCallingCode, phoneNumber: state.phoneNumber });
}

/** The methods as the security page and the verification dialog show them. */
export function twoFactorMethodsOf(state: SecurityState): TwoFactorMethods {
  const methods: TwoFactorMethods['methods'] = [
    { type: 'EMAIL', isSetUp: true, destination: maskEmail(state.email) },
    { type: 'SMS', isSetUp: isMethodSetUp(state, 'SMS'), destination: maskedPhoneOf(state) },
    { type: 'OTP', isSetUp: isMethodSetUp(state, 'OTP'), destination: null },
  ];
  // A default that is no longer set up (an app removed by support) falls back to email.
  const defaultMethod = isMethodSetUp(state, state.defaultMethod) ? state.defaultMethod : 'EMAIL';
  return { methods, defaultMethod };
}
