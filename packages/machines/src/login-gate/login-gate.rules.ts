// When each gate applies (spec part 1 §4.1, §4.2, §4.5): pure functions of the user, the
// company and the phone-verification config, so the machine and its tests read the same rules.
import type { Company, LoggedInUser, PhoneVerificationConfig } from '@outlay/api-client';
import type { PhoneNumber } from '@outlay/rules';

export function mustChangePassword(user: LoggedInUser): boolean {
  return user.passwordChangedStatus === 'MANDATORY_CHANGE_REQUIRED';
}

export function isPasswordExpiring(user: LoggedInUser): boolean {
  return user.passwordChangedStatus === 'NO';
}

export function mustAcceptTerms(user: LoggedInUser): boolean {
  return !user.isTermsAndConditionsAccepted;
}

export function mustConfirmLegalRepresentative(user: LoggedInUser, company: Company): boolean {
  return user.role === 'admin' && !company.legalRepresentativeConfirmed;
}

/** Another person holds the owner's flag: declaring oneself would move it (a transfer). */
export function ownerIsElsewhere(user: LoggedInUser, company: Company): boolean {
  return company.legalRepresentativeConfirmed && !user.legalRepresentative;
}

/** The user's side of §4.5: a personal, unverified phone, verification not turned off. */
export function mayVerifyPhone(user: LoggedInUser): boolean {
  return (
    user.phoneNumber !== null &&
    user.phoneNumber !== '' &&
    !user.isPhoneVerified &&
    user.isPhoneNumberPersonal &&
    !user.isPhoneVerificationDisabledByMaxAttempts
  );
}

/** The company's side: an enabled company, no country restriction, or an allowed country. */
export function phoneVerificationApplies(
  config: PhoneVerificationConfig,
  company: Company,
): boolean {
  return (
    config.enabledCompanyIds.includes(company.id) ||
    config.countryCodes === null ||
    config.countryCodes.includes(company.countryCode)
  );
}

export function movesToCardOrder(user: LoggedInUser): boolean {
  return user.startPhysicalCardCreationAfterLogin && user.cardHolderStatus === 'active';
}

/** The phone to verify: its calling code and national number, kept apart for masking. */
export function phoneOf(user: LoggedInUser): PhoneNumber {
  return { countryCallingCode: user.countryCallingCode, phoneNumber: user.phoneNumber ?? '' };
}
