import type { LoggedInUser, NotificationType, NamedOption } from '@outlay/api-client/schema';
import type { Db } from '../db/db.js';
import type { Role } from '../http/security.js';

export type { LoggedInUser } from '@outlay/api-client/schema';

/** What the password step needs. */
export interface UserCredentials {
  id: number;
  publicId: string;
  companyId: number;
  email: string;
  role: Role;
  status: string;
  passwordHash: string;
  hasAuthenticator: boolean;
  supported2FAMethods: NotificationType[];
}

/** What the second-factor step needs. */
export interface SecondFactorState {
  email: string;
  supported2FAMethods: NotificationType[];
  totpSecret: string | null;
  totpPendingSecret: string | null;
  totpLastStep: number | null;
}

export interface UserKey {
  userId: number;
  companyId: number;
}

export interface Users {
  findCredentials(email: string): Promise<UserCredentials | null>;
  updatePasswordHash(user: UserKey, passwordHash: string): Promise<void>;
  secondFactor(user: UserKey): Promise<SecondFactorState | null>;
  setPendingAuthenticator(user: UserKey, secret: string): Promise<void>;
  /**
   * Records the accepted step and confirms a pending secret, only if the step is newer than the
   * last one: false means the code was already used.
   */
  acceptAuthenticatorStep(user: UserKey, step: number): Promise<boolean>;
  /** The signed-in user with every field of the contract, or null when gone. */
  loggedIn(user: UserKey): Promise<LoggedInUser | null>;
}

interface CredentialsRow extends Record<string, unknown> {
  id: number;
  public_id: string;
  company_id: number;
  email: string;
  role: Role;
  status: string;
  password_hash: string;
  has_authenticator: boolean;
  supported_2fa_methods: NotificationType[];
}

interface ProfileRow extends Record<string, unknown> {
  id: number;
  public_id: string;
  company_id: number;
  email: string;
  first_name: string;
  last_name: string;
  role: Role;
  profile_pic_medium: string | null;
  is_two_factor_auth: boolean;
  is_terms_and_conditions_accepted: boolean;
  legal_representative: boolean;
  password_changed_status: LoggedInUser['passwordChangedStatus'];
  phone_number: string | null;
  country_calling_code: string | null;
  is_phone_verified: boolean;
  is_phone_number_personal: boolean;
  is_phone_verification_disabled_by_max_attempts: boolean;
  agreement_provider: LoggedInUser['agreementProvider'];
  start_physical_card_creation_after_login: boolean;
  card_holder_status: LoggedInUser['cardHolderStatus'];
  activate_card_status: string | null;
  pin_setup_status: string | null;
  is_read_document: boolean;
  referral_text: string | null;
  physical_card: LoggedInUser['physicalCard'];
  ein: string | null;
  mailing_address_status: string | null;
  bank_account: LoggedInUser['bankAccount'];
  fiscal_account: LoggedInUser['fiscalAccount'];
  platform_alpha: string;
  platform_numeric: string;
  billing_alpha: string;
  billing_numeric: string;
  billing_method: LoggedInUser['billingMethod'];
  is_physical_card_creation_enable: boolean;
  is_virtual_card_creation_enable: boolean;
  is_cancel_physical_card: boolean;
  is_physical_card_request_pending_for_approval: boolean;
  has_loans: boolean;
  supported_2fa_methods: NotificationType[];
  country_code: string;
}

const PROFILE_SQL = `
  SELECT u.id, u.public_id, u.company_id, u.email, u.first_name, u.last_name, u.role,
         u.profile_pic_medium, (u.totp_secret IS NOT NULL) AS is_two_factor_auth,
         u.is_terms_and_conditions_accepted, u.legal_representative, u.password_changed_status,
         u.phone_number, u.country_calling_code, u.is_phone_verified, u.is_phone_number_personal,
         u.is_phone_verification_disabled_by_max_attempts, u.agreement_provider,
         u.start_physical_card_creation_after_login, u.card_holder_status,
         u.activate_card_status, u.pin_setup_status, u.is_read_document, u.referral_text,
         u.physical_card, c.ein, u.mailing_address_status, u.bank_account, u.fiscal_account,
         pc.alpha_code AS platform_alpha, pc.numeric_code AS platform_numeric,
         bc.alpha_code AS billing_alpha, bc.numeric_code AS billing_numeric, c.billing_method,
         u.is_physical_card_creation_enable, u.is_virtual_card_creation_enable,
         u.is_cancel_physical_card, u.is_physical_card_request_pending_for_approval,
         c.has_loans, u.supported_2fa_methods, c.country_code
    FROM users u
    JOIN companies c ON c.id = u.company_id
    JOIN currencies pc ON pc.alpha_code = c.platform_currency
    JOIN currencies bc ON bc.alpha_code = c.billing_currency
   WHERE u.id = $1 AND u.company_id = $2 AND u.status = 'active'`;

function toLoggedInUser(
  row: ProfileRow,
  banks: LoggedInUser['bankList'],
  regions: { country_code: string; code: string; name: string }[],
): LoggedInUser {
  const regionsOf = (country: string): NamedOption[] =>
    regions.filter((r) => r.country_code === country).map(({ code, name }) => ({ code, name }));
  return {
    id: row.id,
    email: row.email,
    userId: row.public_id,
    firstName: row.first_name,
    lastName: row.last_name,
    role: row.role,
    profilePicMedium: row.profile_pic_medium,
    isTwoFactorAuth: row.is_two_factor_auth,
    isTermsAndConditionsAccepted: row.is_terms_and_conditions_accepted,
    legalRepresentative: row.legal_representative,
    passwordChangedStatus: row.password_changed_status,
    phoneNumber: row.phone_number,
    countryCallingCode: row.country_calling_code,
    isPhoneVerified: row.is_phone_verified,
    isPhoneNumberPersonal: row.is_phone_number_personal,
    isPhoneVerificationDisabledByMaxAttempts: row.is_phone_verification_disabled_by_max_attempts,
    agreementProvider: row.agreement_provider,
    startPhysicalCardCreationAfterLogin: row.start_physical_card_creation_after_login,
    cardHolderStatus: row.card_holder_status,
    activateCardStatus: row.activate_card_status,
    pinSetupStatus: row.pin_setup_status,
    isReadDocument: row.is_read_document,
    referralText: row.referral_text,
    physicalCard: row.physical_card,
    EIN: row.ein,
    mailingAddressStatus: row.mailing_address_status,
    bankList: banks,
    bankAccount: row.bank_account,
    fiscalAccount: row.fiscal_account,
    canadaProvinceList: regionsOf('CA'),
    usaProvinceList: regionsOf('US'),
    platformCurrency: { alphaCode: row.platform_alpha, numericCode: row.platform_numeric },
    billingCurrency: { alphaCode: row.billing_alpha, numericCode: row.billing_numeric },
    billingMethod: row.billing_method,
    is_physical_card_creation_enable: row.is_physical_card_creation_enable,
    is_virtual_card_creation_enable: row.is_virtual_card_creation_enable,
    is_cancel_physical_card: row.is_cancel_physical_card,
    isPhysicalCardRequestPendingForApproval: row.is_physical_card_request_pending_for_approval,
    companyId: row.company_id,
    pendoMetadata: { account: { has_loans: row.has_loans } },
    supported2FAMethods: row.supported_2fa_methods,
  };
}

export function createUsers(db: Db): Users {
  return {
    async findCredentials(email) {
      const [row] = await db.query<CredentialsRow>(
        `SELECT id, public_id, company_id, email, role, status, password_hash,
                (totp_secret IS NOT NULL) AS has_authenticator, supported_2fa_methods
           FROM users WHERE lower(email) = lower($1) AND deleted_at IS NULL`,
        [email.trim()],
      );
      if (!row) return null;
      return {
        id: row.id,
        publicId: row.public_id,
        companyId: row.company_id,
        email: row.email,
        role: row.role,
        status: row.status,
        passwordHash: row.password_hash,
        hasAuthenticator: row.has_authenticator,
        supported2FAMethods: row.supported_2fa_methods,
      };
    },

    async updatePasswordHash(user, passwordHash) {
      await db.query('UPDATE users SET password_hash = $3 WHERE id = $1 AND company_id = $2', [
        user.userId,
        user.companyId,
        passwordHash,
      ]);
    },

    async secondFactor(user) {
      const [row] = await db.query<{
        email: string;
        supported_2fa_methods: NotificationType[];
        totp_secret: string | null;
        totp_pending_secret: string | null;
        totp_last_step: number | null;
      }>(
        `SELECT email, supported_2fa_methods, totp_secret, totp_pending_secret, totp_last_step
           FROM users WHERE id = $1 AND company_id = $2 AND status = 'active'`,
        [user.userId, user.companyId],
      );
      return row
        ? {
            email: row.email,
            supported2FAMethods: row.supported_2fa_methods,
            totpSecret: row.totp_secret,
            totpPendingSecret: row.totp_pending_secret,
            totpLastStep: row.totp_last_step,
          }
        : null;
    },

    async setPendingAuthenticator(user, secret) {
      await db.query(
        `UPDATE users SET totp_pending_secret = $3
          WHERE id = $1 AND company_id = $2 AND totp_secret IS NULL`,
        [user.userId, user.companyId, secret],
      );
    },

    async acceptAuthenticatorStep(user, step) {
      const rows = await db.query(
        `UPDATE users
            SET totp_last_step = $3,
                totp_secret = coalesce(totp_secret, totp_pending_secret),
                totp_pending_secret = NULL
          WHERE id = $1 AND company_id = $2
            AND (totp_last_step IS NULL OR totp_last_step < $3)
          RETURNING id`,
        [user.userId, user.companyId, step],
      );
      return rows.length === 1;
    },

    async loggedIn(user) {
      const [row] = await db.query<ProfileRow>(PROFILE_SQL, [user.userId, user.companyId]);
      if (!row) return null;
      const [banks, regions, applications] = await Promise.all([
        db.query<{ id: number; name: string }>(
          'SELECT id, name FROM banks WHERE country_code = $1 ORDER BY name',
          [row.country_code],
        ),
        db.query<{ country_code: string; code: string; name: string }>(
          `SELECT country_code, code, name FROM regions
            WHERE country_code IN ('CA', 'US') ORDER BY name`,
        ),
        // An applicant's profile says where their application stands (the sign-up wizard),
        // until the company is approved: then they are its admin like any other.
        db.query<{ status: 'draft' | 'submitted' }>(
          `SELECT a.status FROM sign_up_applications a
             JOIN companies c ON c.id = a.company_id AND c.account_status = 'pending'
            WHERE a.company_id = $1 AND a.user_id = $2`,
          [user.companyId, user.userId],
        ),
      ]);
      const profile = toLoggedInUser(
        row,
        banks.map(({ id, name }) => ({ id, name })),
        regions,
      );
      const [application] = applications;
      return application ? { ...profile, signUpStatus: application.status } : profile;
    },
  };
}
