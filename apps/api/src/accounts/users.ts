import type { LoggedInUser, NotificationType, NamedOption } from '@outlay/api-client/schema';
import type { Db } from '../db/db.js';
import { kyselyAcrossCompanies, kyselyOf } from '../db/kysely.js';
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

/** The signed-in user's profile: their row, their company's and its two currencies. */
function profile(db: Db, user: UserKey) {
  return kyselyOf(db)
    .selectFrom('users as u')
    .innerJoin('companies as c', 'c.id', 'u.company_id')
    .innerJoin('currencies as pc', 'pc.alpha_code', 'c.platform_currency')
    .innerJoin('currencies as bc', 'bc.alpha_code', 'c.billing_currency')
    .select((eb) => [
      'u.id',
      'u.public_id',
      'u.company_id',
      'u.email',
      'u.first_name',
      'u.last_name',
      'u.role',
      'u.profile_pic_medium',
      eb('u.totp_secret', 'is not', null).$castTo<boolean>().as('is_two_factor_auth'),
      'u.is_terms_and_conditions_accepted',
      'u.legal_representative',
      'u.password_changed_status',
      'u.phone_number',
      'u.country_calling_code',
      'u.language',
      'u.is_phone_verified',
      'u.is_phone_number_personal',
      'u.is_phone_verification_disabled_by_max_attempts',
      'u.agreement_provider',
      'u.start_physical_card_creation_after_login',
      'u.card_holder_status',
      'u.activate_card_status',
      'u.pin_setup_status',
      'u.is_read_document',
      'u.referral_text',
      // Written by the card, bank and fiscal flows in the contract's shapes.
      eb.ref('u.physical_card').$castTo<LoggedInUser['physicalCard']>().as('physical_card'),
      'c.ein',
      'u.mailing_address_status',
      eb.ref('u.bank_account').$castTo<LoggedInUser['bankAccount']>().as('bank_account'),
      eb.ref('u.fiscal_account').$castTo<LoggedInUser['fiscalAccount']>().as('fiscal_account'),
      'pc.alpha_code as platform_alpha',
      'pc.numeric_code as platform_numeric',
      'bc.alpha_code as billing_alpha',
      'bc.numeric_code as billing_numeric',
      'c.billing_method',
      'u.is_physical_card_creation_enable',
      'u.is_virtual_card_creation_enable',
      'u.is_cancel_physical_card',
      'u.is_physical_card_request_pending_for_approval',
      'c.has_loans',
      eb.ref('u.supported_2fa_methods').$castTo<NotificationType[]>().as('supported_2fa_methods'),
      'c.country_code',
    ])
    .where('u.id', '=', user.userId)
    .where('u.company_id', '=', user.companyId)
    .where('u.status', '=', 'active')
    .executeTakeFirst();
}

type ProfileRow = NonNullable<Awaited<ReturnType<typeof profile>>>;

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
    language: row.language,
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
      // Sign-in is by email alone: the address finds the user, whatever their company.
      const row = await kyselyAcrossCompanies(db)
        .selectFrom('users')
        .select((eb) => [
          'id',
          'public_id',
          'company_id',
          'email',
          'role',
          'status',
          'password_hash',
          eb('totp_secret', 'is not', null).$castTo<boolean>().as('has_authenticator'),
          eb.ref('supported_2fa_methods').$castTo<NotificationType[]>().as('supported_2fa_methods'),
        ])
        .where((eb) => eb(eb.fn('lower', ['email']), '=', eb.fn('lower', [eb.val(email.trim())])))
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
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
      await kyselyOf(db)
        .updateTable('users')
        .set({ password_hash: passwordHash })
        .where('id', '=', user.userId)
        .where('company_id', '=', user.companyId)
        .execute();
    },

    async secondFactor(user) {
      const row = await kyselyOf(db)
        .selectFrom('users')
        .select((eb) => [
          'email',
          eb.ref('supported_2fa_methods').$castTo<NotificationType[]>().as('supported_2fa_methods'),
          'totp_secret',
          'totp_pending_secret',
          'totp_last_step',
        ])
        .where('id', '=', user.userId)
        .where('company_id', '=', user.companyId)
        .where('status', '=', 'active')
        .executeTakeFirst();
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
      await kyselyOf(db)
        .updateTable('users')
        .set({ totp_pending_secret: secret })
        .where('id', '=', user.userId)
        .where('company_id', '=', user.companyId)
        .where('totp_secret', 'is', null)
        .execute();
    },

    async acceptAuthenticatorStep(user, step) {
      // One conditional UPDATE: of two requests with the same code, one finds the step used.
      const rows = await kyselyOf(db)
        .updateTable('users')
        .set((eb) => ({
          totp_last_step: step,
          totp_secret: eb.fn.coalesce('totp_secret', 'totp_pending_secret'),
          totp_pending_secret: null,
        }))
        .where('id', '=', user.userId)
        .where('company_id', '=', user.companyId)
        .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
        .returning('id')
        .execute();
      return rows.length === 1;
    },

    async loggedIn(user) {
      const row = await profile(db, user);
      if (!row) return null;
      const q = kyselyOf(db);
      const [banks, regions, applications] = await Promise.all([
        q
          .selectFrom('banks')
          .select(['id', 'name'])
          .where('country_code', '=', row.country_code)
          .orderBy('name')
          .execute(),
        q
          .selectFrom('regions')
          .select(['country_code', 'code', 'name'])
          .where('country_code', 'in', ['CA', 'US'])
          .orderBy('name')
          .execute(),
        // An applicant's profile says where their application stands (the sign-up wizard),
        // until the company is approved: then they are its admin like any other.
        q
          .selectFrom('sign_up_applications as a')
          .innerJoin('companies as c', (join) =>
            join.onRef('c.id', '=', 'a.company_id').on('c.account_status', '=', 'pending'),
          )
          .select('a.status')
          .where('a.company_id', '=', user.companyId)
          .where('a.user_id', '=', user.userId)
          .execute(),
      ]);
      const loggedIn = toLoggedInUser(
        row,
        banks.map(({ id, name }) => ({ id, name })),
        regions,
      );
      const [application] = applications;
      return application ? { ...loggedIn, signUpStatus: application.status } : loggedIn;
    },
  };
}
