import type { AccountingProvider } from './accounting/provider.js';
import { createSandboxAccountingProvider } from './accounting/sandbox/sandbox-provider.js';
import { type AccountSecurity, createAccountSecurity } from './accounts/account-security.js';
import { type Companies, createCompanies } from './accounts/companies.js';
import { type Users, createUsers } from './accounts/users.js';
import { type AccessTokens, createAccessTokens } from './auth/access-tokens.js';
import { type ActionCodes, createActionCodes } from './auth/action-codes.js';
import { type Authenticator, createAuthenticator } from './auth/authenticator.js';
import { type AuthenticatorCodes, createAuthenticatorCodes } from './auth/authenticator-codes.js';
import {
  type AuthenticatorFailures,
  createAuthenticatorFailures,
} from './auth/authenticator-failures.js';
import { languageOf } from './i18n/recipient-language.js';
import { type CodeDelivery, createCodeDelivery } from './auth/code-delivery.js';
import { type LoginChallenges, createLoginChallenges } from './auth/login-challenges.js';
import { type LoginThrottle, createLoginThrottle } from './auth/login-throttle.js';
import { createOneTimeCodes } from './auth/one-time-codes.js';
import {
  type PasswordResetTokens,
  createPasswordResetTokens,
} from './auth/password-reset-tokens.js';
import { type PasswordHasher, createPasswordHasher } from './auth/passwords.js';
import { type LiveSessions, createLiveSessions } from './auth/live-sessions.js';
import { type RefreshTokens, createRefreshTokens } from './auth/refresh-tokens.js';
import { type TrustedDevices, createTrustedDevices } from './auth/trusted-devices.js';
import { loadServerKeys } from './auth/server-secret.js';
import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { Db } from './db/db.js';
import { type Drive, createDrive } from './drive/drive.js';
import { createFileStorage } from './files/create-storage.js';
import { type JobQueue, createJobQueue } from './jobs/job-queue.js';
import type { FileStorage } from './files/storage.js';
import {
  type BankLinkingSandbox,
  createSandboxBankLinking,
} from './bank-linking/sandbox/sandbox-bank-linking.js';
import {
  type ESignatureSandbox,
  createSandboxESignature,
} from './e-signature/sandbox-e-signature.js';
import { type BotCheck, createSandboxBotCheck } from './providers/bot-check.js';
import { type ClickwrapProvider, createSandboxClickwrap } from './providers/clickwrap.js';
import type { CardIssuer } from './cards/issuer/card-issuer.js';
import { createSandboxCardIssuer } from './cards/issuer/sandbox-issuer.js';
import {
  type MerchantLogoProvider,
  createSandboxMerchantLogos,
} from './providers/merchant-logos.js';
import type { Mailer, SmsSender } from './providers/outbox.js';
import type { SatProvider } from './sat/provider.js';
import { createSandboxSatProvider } from './sat/sandbox/sandbox-provider.js';
import { type Notifications, createNotifications } from './notifications/notifications.js';
import { type ReceiptInbox, createReceiptInbox } from './receipt-inbox/inbox.js';
import {
  type WeeklyReceiptReminders,
  createWeeklyReceiptReminders,
} from './receipt-inbox/weekly-reminder.js';
import { type SingleSignOn, createSingleSignOn } from './sso/single-sign-on.js';

/** Everything a handler may use; built once per server from its dependencies. */
export interface Services {
  db: Db;
  clock: Clock;
  config: Config;
  mailer: Mailer;
  sms: SmsSender;
  /** Messages about the account: each sender goes through its notifier, which reads the choices. */
  notifications: Notifications;
  passwords: PasswordHasher;
  accessTokens: AccessTokens;
  challenges: LoginChallenges;
  /** Issues, words and sends one-time codes: the only way a route sends one. */
  codeDelivery: CodeDelivery;
  refreshTokens: RefreshTokens;
  /** Whether an access token's sign-in still stands (checked on every call). */
  liveSessions: LiveSessions;
  authenticator: Authenticator;
  /** Browsers a user trusts ("Remember this device"), and new ones waiting for approval. */
  trustedDevices: TrustedDevices;
  /** Wrong authenticator codes per account, across sign-ins and verifications. */
  authenticatorFailures: AuthenticatorFailures;
  /** The one check of an authenticator app's code (failures counted, each step used once). */
  authenticatorCodes: AuthenticatorCodes;
  loginThrottle: LoginThrottle;
  users: Users;
  companies: Companies;
  accountSecurity: AccountSecurity;
  actionCodes: ActionCodes;
  resetTokens: PasswordResetTokens;
  botCheck: BotCheck;
  clickwrap: ClickwrapProvider;
  /** The card issuers (Stripe, Tutuka, Marqeta, Galileo): their sandbox in demo mode. */
  cardIssuer: CardIssuer;
  /** Plaid, Flinks and Belvo: the adapter and its sandbox's widget. */
  bankLinking: BankLinkingSandbox;
  /** The e-signature provider (PAD agreements, Direct Debit Instructions) and its signing page. */
  eSignature: ESignatureSandbox;
  /** The unified accounting API (Xero, QuickBooks, …): its sandbox in demo mode. */
  accountingProvider: AccountingProvider;
  /** The SAT data provider (a Mexican company's CFDI invoices): its sandbox in demo mode. */
  satProvider: SatProvider;
  /** Merchant logos, served from Outlay's origin. */
  merchantLogos: MerchantLogoProvider;
  files: FileStorage;
  drive: Drive;
  /** Background work (pg-boss); domains define their queues before the server is ready. */
  jobs: JobQueue;
  /** Single sign-on through the company's OIDC provider (Google, Okta; the sandbox in demo mode). */
  sso: SingleSignOn;
  /** Seals credentials kept for a provider to check later (a SAT CIEC key). */
  fiscalCredentialsKey: Buffer;
  /** Keys the tag of each personal receipt address (receipt-inbox/address.ts). */
  receiptAddressKey: string;
  /** Receipts mailed to personal addresses, read and matched on the job queue. */
  receiptInbox: ReceiptInbox;
  /** The weekly missing-receipts reminder, swept on the job queue. */
  receiptReminders: WeeklyReceiptReminders;
}

export interface ServiceDeps {
  db: Db;
  clock: Clock;
  config: Config;
  mailer: Mailer;
  sms: SmsSender;
  /** Where uploads are stored; local disk under the data folder unless given. */
  files?: FileStorage;
}

export async function createServices(deps: ServiceDeps): Promise<Services> {
  const { db, clock, config } = deps;
  const keys = await loadServerKeys(db, config.secret);
  const files = deps.files ?? createFileStorage(config);
  const liveSessions = createLiveSessions(db, clock);
  const authenticator = createAuthenticator(clock);
  const authenticatorFailures = createAuthenticatorFailures(db, clock);
  const users = createUsers(db);
  const services: Omit<Services, 'receiptInbox' | 'receiptReminders'> = {
    ...deps,
    notifications: createNotifications(deps),
    passwords: createPasswordHasher(config.passwordHashing),
    accessTokens: createAccessTokens(keys.get('access-token'), clock),
    challenges: createLoginChallenges(db, clock),
    codeDelivery: createCodeDelivery({
      languageOf: (owner, fallback) => languageOf(db, owner, fallback),
      codes: createOneTimeCodes(db, clock, keys.get('one-time-code')),
      mailer: deps.mailer,
      sms: deps.sms,
    }),
    refreshTokens: createRefreshTokens(db, clock, keys.get('refresh-token'), {
      onRevoked: (sessionId) => liveSessions.forget(sessionId),
    }),
    liveSessions,
    authenticator,
    trustedDevices: createTrustedDevices(db, clock, keys.get('trusted-device')),
    authenticatorFailures,
    authenticatorCodes: createAuthenticatorCodes({
      authenticator,
      failures: authenticatorFailures,
      acceptStep: (owner, step) => users.acceptAuthenticatorStep(owner, step),
    }),
    loginThrottle: createLoginThrottle(db, clock),
    users,
    companies: createCompanies(db),
    accountSecurity: createAccountSecurity(db, clock),
    actionCodes: createActionCodes(db, clock),
    resetTokens: createPasswordResetTokens(db, clock),
    botCheck: createSandboxBotCheck(db, clock),
    clickwrap: createSandboxClickwrap(db, clock),
    cardIssuer: createSandboxCardIssuer(db, clock, config.cardIssuer.sandbox),
    bankLinking: createSandboxBankLinking(db, clock, config.bankLinking.sandbox),
    eSignature: createSandboxESignature(db, clock),
    accountingProvider: createSandboxAccountingProvider(db, clock, config.accounting.sandbox),
    satProvider: createSandboxSatProvider(db, clock, config.sat.sandbox),
    merchantLogos: createSandboxMerchantLogos(),
    files,
    drive: createDrive({ db, clock, storage: files, config: config.drive }),
    jobs: createJobQueue({ db, clock, config: config.jobs }),
    fiscalCredentialsKey: keys.get('fiscal-credentials'),
    receiptAddressKey: keys.get('receipt-address').toString('hex'),
    sso: createSingleSignOn({
      db,
      clock,
      config,
      actionCodes: createActionCodes(db, clock),
      secretKey: keys.get('sso-client-secret'),
    }),
  };
  // Their queues are defined here, once per server, before the workers start.
  return {
    ...services,
    receiptInbox: createReceiptInbox(services),
    receiptReminders: createWeeklyReceiptReminders(services),
  };
}
