import type {
  NotificationType,
  AgreementProvider,
  PasswordChangedStatus,
} from '@outlay/api-client/schema';
import type { Clock } from '../clock.js';
import type { Db } from '../db/db.js';
import { kyselyAcrossCompanies, kyselyOf } from '../db/kysely.js';
import { unauthorized } from '../http/errors.js';
import type { Role, Session } from '../http/security.js';
import type { UserKey } from './users.js';

/** What account-security and gate decisions read about a user and their company. */
export interface SecurityState {
  publicId: string;
  email: string;
  role: Role;
  passwordHash: string;
  passwordChangedStatus: PasswordChangedStatus;
  supported2FAMethods: NotificationType[];
  defaultMethod: NotificationType;
  totpSecret: string | null;
  totpPendingSecret: string | null;
  totpLastStep: number | null;
  botCheckFlagged: boolean;
  /** The sandbox bot check refuses the account outright (BLOCKED). */
  botCheckBlocked: boolean;
  phoneNumber: string | null;
  countryCallingCode: string | null;
  isPhoneVerified: boolean;
  isPhoneNumberPersonal: boolean;
  phoneVerificationDisabled: boolean;
  isTermsAndConditionsAccepted: boolean;
  agreementProvider: AgreementProvider;
  companyCountryCode: string;
}

/** The caller's security state, scoped by the token's user and company; 401 once they are gone. */
export async function signedInState(
  security: Pick<AccountSecurity, 'state'>,
  session: Session,
): Promise<SecurityState> {
  const state = await security.state(session);
  if (!state) throw unauthorized('auth.sessionRequired');
  return state;
}

export interface AccountSecurity {
  state(user: UserKey): Promise<SecurityState | null>;
  /** A user who was invited and has not chosen a password yet, by email. */
  findInvited(email: string): Promise<UserKey | null>;
  /** The new password; the status becomes DONE and an invitation is settled. */
  setPassword(user: UserKey, passwordHash: string, tx: Db): Promise<void>;
  /** Ends the user's sessions, except the one a refresh token belongs to. */
  endSessions(user: UserKey, tx: Db, keepRefreshTokenHash?: string): Promise<void>;
  /** NO → WARN_SENT; false when the status was something else. */
  markPasswordWarningSent(user: UserKey): Promise<boolean>;
  setDefaultMethod(user: UserKey, method: NotificationType): Promise<void>;
  acceptTerms(
    user: UserKey,
    consent: {
      provider: AgreementProvider;
      documents: { id: string; version: string }[];
      ipAddress: string;
    },
  ): Promise<void>;
  markPhoneVerified(user: UserKey): Promise<void>;
  disablePhoneVerification(user: UserKey): Promise<void>;
  markPhoneNonPersonal(user: UserKey): Promise<void>;
}

type UserFlag =
  | 'is_terms_and_conditions_accepted'
  | 'is_phone_verified'
  | 'is_phone_verification_disabled_by_max_attempts'
  | 'is_phone_number_personal';

export function createAccountSecurity(db: Db, clock: Clock): AccountSecurity {
  /** A yes/no column of the user's own row; the column names come from this file only. */
  const setFlag = async (target: Db, user: UserKey, column: UserFlag, value: boolean) => {
    await kyselyOf(target)
      .updateTable('users')
      .set(column, value)
      .where('id', '=', user.userId)
      .where('company_id', '=', user.companyId)
      .execute();
  };

  return {
    async state(user) {
      const row = await kyselyOf(db)
        .selectFrom('users as u')
        .innerJoin('companies as c', 'c.id', 'u.company_id')
        .select((eb) => [
          'u.public_id',
          'u.email',
          'u.role',
          'u.password_hash',
          'u.password_changed_status',
          eb
            .ref('u.supported_2fa_methods')
            .$castTo<NotificationType[]>()
            .as('supported_2fa_methods'),
          'u.default_2fa_method',
          'u.totp_secret',
          'u.totp_pending_secret',
          'u.totp_last_step',
          'u.bot_check_flagged',
          'u.bot_check_blocked',
          'u.phone_number',
          'u.country_calling_code',
          'u.is_phone_verified',
          'u.is_phone_number_personal',
          'u.is_phone_verification_disabled_by_max_attempts',
          'u.is_terms_and_conditions_accepted',
          'u.agreement_provider',
          'c.country_code',
        ])
        .where('u.id', '=', user.userId)
        .where('u.company_id', '=', user.companyId)
        .where('u.status', '=', 'active')
        .executeTakeFirst();
      if (!row) return null;
      return {
        publicId: row.public_id,
        email: row.email,
        role: row.role,
        passwordHash: row.password_hash,
        passwordChangedStatus: row.password_changed_status,
        supported2FAMethods: row.supported_2fa_methods,
        defaultMethod: row.default_2fa_method,
        totpSecret: row.totp_secret,
        totpPendingSecret: row.totp_pending_secret,
        totpLastStep: row.totp_last_step,
        botCheckFlagged: row.bot_check_flagged,
        botCheckBlocked: row.bot_check_blocked,
        phoneNumber: row.phone_number,
        countryCallingCode: row.country_calling_code,
        isPhoneVerified: row.is_phone_verified,
        isPhoneNumberPersonal: row.is_phone_number_personal,
        phoneVerificationDisabled: row.is_phone_verification_disabled_by_max_attempts,
        isTermsAndConditionsAccepted: row.is_terms_and_conditions_accepted,
        agreementProvider: row.agreement_provider,
        companyCountryCode: row.country_code,
      };
    },

    async findInvited(email) {
      // Invited through the Team page: the latest link must still hold (a person seeded or
      // created without an invitation has none to expire).
      // Signed out, the address is the only key: it finds the person, whatever their company.
      const row = await kyselyAcrossCompanies(db)
        .selectFrom('users as u')
        .select(['u.id', 'u.company_id'])
        .where((eb) => eb(eb.fn('lower', ['u.email']), '=', eb.fn('lower', [eb.val(email.trim())])))
        .where((eb) => eb.ref('u.needs_password_setup'))
        .where('u.status', '=', 'active')
        .where('u.deleted_at', 'is', null)
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('invitations as i')
                .select('i.id')
                .whereRef('i.user_id', '=', 'u.id')
                .whereRef('i.company_id', '=', 'u.company_id')
                .where('i.id', '=', (sub) =>
                  sub
                    .selectFrom('invitations')
                    .select((latest) => latest.fn.max('id').as('latest'))
                    .whereRef('user_id', '=', 'u.id'),
                )
                .where((i) =>
                  i.or([i('i.revoked_at', 'is not', null), i('i.expires_at', '<=', clock.now())]),
                ),
            ),
          ),
        )
        .executeTakeFirst();
      return row ? { userId: row.id, companyId: row.company_id } : null;
    },

    async setPassword(user, passwordHash, tx) {
      const q = kyselyOf(tx);
      const now = clock.now();
      await q
        .updateTable('users')
        .set({
          password_hash: passwordHash,
          password_changed_status: 'DONE',
          password_changed_at: now,
          needs_password_setup: false,
        })
        .where('id', '=', user.userId)
        .where('company_id', '=', user.companyId)
        .execute();
      // An invited person's link has done its work.
      await q
        .updateTable('invitations')
        .set({ completed_at: now })
        .where('user_id', '=', user.userId)
        .where('company_id', '=', user.companyId)
        .where('completed_at', 'is', null)
        .where('revoked_at', 'is', null)
        .execute();
    },

    async endSessions(user, tx, keepRefreshTokenHash) {
      await kyselyOf(tx)
        .updateTable('refresh_tokens')
        .set({ revoked_at: clock.now() })
        .where('user_id', '=', user.userId)
        .where('company_id', '=', user.companyId)
        .where('revoked_at', 'is', null)
        .where('family_id', 'not in', (eb) =>
          eb
            .selectFrom('refresh_tokens')
            .select('family_id')
            .where('token_hash', '=', keepRefreshTokenHash ?? '')
            .where('user_id', '=', user.userId)
            .where('company_id', '=', user.companyId),
        )
        .execute();
    },

    async markPasswordWarningSent(user) {
      const rows = await kyselyOf(db)
        .updateTable('users')
        .set({ password_changed_status: 'WARN_SENT' })
        .where('id', '=', user.userId)
        .where('company_id', '=', user.companyId)
        .where('password_changed_status', '=', 'NO')
        .returning('id')
        .execute();
      return rows.length === 1;
    },

    async setDefaultMethod(user, method) {
      await kyselyOf(db)
        .updateTable('users')
        .set({ default_2fa_method: method })
        .where('id', '=', user.userId)
        .where('company_id', '=', user.companyId)
        .execute();
    },

    acceptTerms(user, consent) {
      return db.transaction(async (tx) => {
        const now = clock.now();
        await kyselyOf(tx)
          .insertInto('terms_consents')
          .values(
            consent.documents.map((document) => ({
              company_id: user.companyId,
              user_id: user.userId,
              provider: consent.provider,
              document_id: document.id,
              document_version: document.version,
              ip_address: consent.ipAddress,
              accepted_at: now,
            })),
          )
          .execute();
        await setFlag(tx, user, 'is_terms_and_conditions_accepted', true);
      });
    },

    markPhoneVerified: (user) => setFlag(db, user, 'is_phone_verified', true),
    disablePhoneVerification: (user) =>
      setFlag(db, user, 'is_phone_verification_disabled_by_max_attempts', true),
    markPhoneNonPersonal: (user) => setFlag(db, user, 'is_phone_number_personal', false),
  };
}
