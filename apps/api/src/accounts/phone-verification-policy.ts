/**
 * Where phone verification applies (spec part 1 §4.5): a company in `enabledCompanyIds`, or any
 * company when `countryCodes` is null (no country restriction), or a company whose country is
 * in `countryCodes`. The web app reads it through phone-verification-config.
 */
export interface PhoneVerificationPolicy {
  enabledCompanyIds: number[];
  countryCodes: string[] | null;
}

/** The demo's policy: the Americas where Outlay texts codes, plus no company exceptions yet. */
export const PHONE_VERIFICATION_POLICY: PhoneVerificationPolicy = {
  enabledCompanyIds: [],
  countryCodes: ['US', 'MX', 'CO', 'BR'],
};

export function phoneVerificationApplies(
  policy: PhoneVerificationPolicy,
  company: { id: number; countryCode: string },
): boolean {
  return (
    policy.enabledCompanyIds.includes(company.id) ||
    policy.countryCodes === null ||
    policy.countryCodes.includes(company.countryCode)
  );
}
