import type {
  NotificationType,
  AgreementProvider,
  PasswordChangedStatus,
} from '@outlay/api-client/schema';
import type { Clock } from '../clock.js';
import type { Db } from '../db/db.js';
import { insertRows } from '../db/insert-rows.js';
import type { Role } from '../http/security.js';
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
  phoneNumber: string | null;
  countryCallingCode: string | null;
  isPhoneVerified: boolean;
  isPhoneNumberPersonal: boolean;
  phoneVerificationDisabled: boolean;
  isTermsAndConditionsAccepted: boolean;
  agreementProvider: AgreementProvider;
  companyCountryCode: string;
}

interface StateRow extends Record<string, unknown> {
  public_id: string;
  email: string;
  role: Role;
  password_hash: string;
  password_changed_status: PasswordChangedStatus;
  supported_2fa_methods: NotificationType[];
  default_2fa_method: NotificationType;
  totp_secret: string | null;
  totp_pending_secret: string | null;
  totp_last_step: number | null;
  bot_check_flagged: boolean;
  phone_number: string | null;
  country_calling_code: string | null;
  is_phone_verified: boolean;
  is_phone_number_personal: boolean;
  is_phone_verification_disabled_by_max_attempts: boolean;
  is_terms_and_conditions_accepted: boolean;
  agreement_provider: AgreementProvider;
  country_code: string;
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
    await target.query(`UPDATE users SET ${column} = $3 WHERE id = $1 AND company_id = $2`, [
      user.userId,
      user.companyId,
      value,
    ]);
  };

  return {
    async state(user) {
      const [row] = await db.query<StateRow>(
        `SELECT u.public_id, u.email, u.role, u.password_hash, u.password_changed_status,
                u.supported_2fa_methods, u.default_2fa_method, u.totp_secret,
                u.totp_pending_secret, u.totp_last_step, u.bot_check_flagged, u.phone_number,
                u.country_calling_code, u.is_phone_verified, u.is_phone_number_personal,
                u.is_phone_verification_disabled_by_max_attempts,
                u.is_terms_and_conditions_accepted, u.agreement_provider, c.country_code
           FROM users u JOIN companies c ON c.id = u.company_id
          WHERE u.id = $1 AND u.company_id = $2 AND u.status = 'active'`,
        [user.userId, user.companyId],
      );
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
      const [row] = await db.query<{ id: number; company_id: number }>(
        `SELECT u.id, u.company_id FROM users u
          WHERE lower(u.email) = lower($1) AND u.needs_password_setup AND u.status = 'active'
            AND u.deleted_at IS NULL
            AND NOT EXISTS (
              SELECT 1 FROM invitations i
               WHERE i.user_id = u.id AND i.company_id = u.company_id
                 AND i.id = (SELECT max(id) FROM invitations WHERE user_id = u.id)
                 AND (i.revoked_at IS NOT NULL OR i.expires_at <= $2))`,
        [email.trim(), clock.now()],
      );
      return row ? { userId: row.id, companyId: row.company_id } : null;
    },

    async setPassword(user, passwordHash, tx) {
      await tx.query(
        `UPDATE users SET password_hash = $3, password_changed_status = 'DONE',
                password_changed_at = $4, needs_password_setup = false
          WHERE id = $1 AND company_id = $2`,
        [user.userId, user.companyId, passwordHash, clock.now()],
      );
      // An invited person's link has done its work.
      await tx.query(
        `UPDATE invitations SET completed_at = $3
          WHERE user_id = $1 AND company_id = $2 AND completed_at IS NULL AND revoked_at IS NULL`,
        [user.userId, user.companyId, clock.now()],
      );
    },

    async endSessions(user, tx, keepRefreshTokenHash) {
      await tx.query(
        `UPDATE refresh_tokens SET revoked_at = $3
          WHERE user_id = $1 AND company_id = $2 AND revoked_at IS NULL
            AND family_id NOT IN (
              SELECT family_id FROM refresh_tokens
               WHERE token_hash = $4 AND user_id = $1 AND company_id = $2)`,
        [user.userId, user.companyId, clock.now(), keepRefreshTokenHash ?? ''],
      );
    },

    async markPasswordWarningSent(user) {
      const rows = await db.query(
        `UPDATE users SET password_changed_status = 'WARN_SENT'
          WHERE id = $1 AND company_id = $2 AND password_changed_status = 'NO' RETURNING id`,
        [user.userId, user.companyId],
      );
      return rows.length === 1;
    },

    async setDefaultMethod(user, method) {
      await db.query('UPDATE users SET default_2fa_method = $3 WHERE id = $1 AND company_id = $2', [
        user.userId,
        user.companyId,
        method,
      ]);
    },

    acceptTerms(user, consent) {
      return db.transaction(async (tx) => {
        const now = clock.now();
        await insertRows(
          tx,
          'terms_consents',
          consent.documents.map((document) => ({
            company_id: user.companyId,
            user_id: user.userId,
            provider: consent.provider,
            document_id: document.id,
            document_version: document.version,
            ip_address: consent.ipAddress,
            accepted_at: now,
          })),
        );
        await setFlag(tx, user, 'is_terms_and_conditions_accepted', true);
      });
    },

    markPhoneVerified: (user) => setFlag(db, user, 'is_phone_verified', true),
    disablePhoneVerification: (user) =>
      setFlag(db, user, 'is_phone_verification_disabled_by_max_attempts', true),
    markPhoneNonPersonal: (user) => setFlag(db, user, 'is_phone_number_personal', false),
  };
}
