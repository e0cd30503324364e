import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { OperationId } from './contract/types.js';
import type { AccountingSandboxConfig } from './accounting/sandbox/sandbox-provider.js';
import type { CardIssuerSandboxConfig } from './cards/issuer/sandbox-issuer.js';
import type { BankLinkingSandboxConfig } from './bank-linking/sandbox/sandbox-bank-linking.js';
import type { JobsConfig } from './jobs/job-queue.js';
import type { SatSandboxConfig } from './sat/sandbox/sandbox-provider.js';
import type { HttpTimeouts } from './http/timeouts.js';
import { type LeftoverPartials, leftoverPartialsFor } from './files/leftover-partials.js';
import { type Environment, isOn, readEnvironment } from './environment.js';
import type { S3StorageOptions } from './files/s3-storage.js';

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export interface PasswordHashingParams {
  /** Argon2id memory in KiB. */
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

export interface RateLimit {
  max: number;
  timeWindowMs: number;
}

/** The document drive (spec part 2 §7): a public service behind a fixed API key. */
export interface DriveConfig {
  /** The `x-api-key` value. Public (the web app ships it): it keeps crawlers off, no more. */
  apiKey: string;
  /** The limit of groups that set none (spec: 5,242,880 bytes unless configured). */
  maxUploadSizeInBytes: number;
  /** Files one group may hold. */
  maxDocumentsPerGroup: number;
  /** Uploads, deletions and completions per request, counted in the database. */
  changesPerRequest: RateLimit;
}

export interface Config {
  production: boolean;
  /** Seeds an empty database and serves the outbox. Never on in production. */
  demoMode: boolean;
  host: string;
  port: number;
  /** Demo mode's SMTP listener for receipt mail (receipt-inbox/smtp.ts). */
  smtpPort: number;
  /** Signs the production inbound-mail webhook (receipt-inbox/webhook.ts); unset, it refuses. */
  inboundMailSecret: string | undefined;
  databaseUrl: string | undefined;
  /** Where local data lives (git-ignored): PGlite's files now, stored uploads later. */
  dataDir: string;
  pgliteDir: string;
  /** Stored files (uploads), under the data folder unless set. */
  filesDir: string;
  /** Where uploads are kept: the files folder, or an S3 bucket every server shares. */
  storage: StorageConfig;
  /** When an upload's temporary file counts as left behind by a crash, and how often to look. */
  leftoverPartials: LeftoverPartials;
  drive: DriveConfig;
  /** Signs access tokens and keys code hashes; generated once and stored when unset. */
  secret: string | undefined;
  webDist: string;
  /**
   * The address people open the app at, for links in emails (password reset). Never taken
   * from the request's Host header, which a caller controls.
   */
  publicUrl: string;
  buildId: string;
  /**
   * Single sign-on's OIDC clients. In demo mode both providers are the local sandbox identity
   * provider; otherwise Google (accounts.google.com) and each company's Okta domain, with the
   * client registered for Outlay (unset: that provider cannot be chosen).
   */
  sso: SsoConfig;
  trustProxy: boolean;
  logLevel: string;
  /** Check every response against the contract (a mismatch answers 500 and logs loudly). */
  validateResponses: boolean;
  passwordHashing: PasswordHashingParams;
  /** Per-address limits for operations that declare 429; others are not limited here. */
  rateLimits: Partial<Record<OperationId, RateLimit>>;
  /** Limit for any other operation that declares 429. */
  defaultRateLimit: RateLimit;
  /** How long a request may take to arrive, and a body may stall. */
  http: HttpTimeouts;
  /** The background job queue (pg-boss) and this process's workers. */
  jobs: JobsConfig;
  /** The accounting provider: its local sandbox (the only adapter for now). */
  accounting: { sandbox: AccountingSandboxConfig };
  /** The card issuers: their local sandbox (the only adapter for now). */
  cardIssuer: { sandbox: CardIssuerSandboxConfig };
  /** The SAT data provider: its local sandbox (the only adapter for now). */
  sat: { sandbox: SatSandboxConfig };
  /** The bank-linking providers (Plaid, Flinks, Belvo): their local sandbox. */
  bankLinking: { sandbox: BankLinkingSandboxConfig };
  /** AutoPay accounts entered by hand: how long the sandbox bank takes to verify one. */
  bankVerification: { sandboxLatencyMs: number };
  /** The payment rails' sandboxes (STP for SPEI, route-fusion): how long they take. */
  paymentRails: {
    sandbox: {
      acknowledgeMs: number;
      settleMs: number;
      /** The FX provider's quotes: how long one takes, and how long it holds. */
      fxQuoteMs: number;
      fxQuoteValidMs: number;
    };
  };
}

/** OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane). */
export const DEFAULT_PASSWORD_HASHING: PasswordHashingParams = {
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

const MINUTE = 60_000;

/** The drive key the web app is built with unless VITE_OUTLAY_DRIVE_API_KEY says otherwise. */
export const DEFAULT_DRIVE_API_KEY = 'outlay-drive-web-2026';

export const DEFAULT_RATE_LIMITS: Partial<Record<OperationId, RateLimit>> = {
  login: { max: 10, timeWindowMs: MINUTE },
  createLoginCode: { max: 10, timeWindowMs: MINUTE },
  verifyTwoFactor: { max: 20, timeWindowMs: MINUTE },
  createAuthenticatorEnrolment: { max: 10, timeWindowMs: MINUTE },
  forgotPassword: { max: 5, timeWindowMs: MINUTE },
  validateResetPassword: { max: 20, timeWindowMs: MINUTE },
  resetPassword: { max: 10, timeWindowMs: MINUTE },
  approveTrustedDevice: { max: 20, timeWindowMs: MINUTE },
  startSingleSignOn: { max: 20, timeWindowMs: MINUTE },
  completeSingleSignOn: { max: 20, timeWindowMs: MINUTE },
  startSingleSignOnConnectionTest: { max: 20, timeWindowMs: MINUTE },
  completeSingleSignOnConnectionTest: { max: 20, timeWindowMs: MINUTE },
  requestSetupCode: { max: 5, timeWindowMs: MINUTE },
  setupPassword: { max: 10, timeWindowMs: MINUTE },
  createActionCode: { max: 10, timeWindowMs: MINUTE },
  verifyActionCode: { max: 20, timeWindowMs: MINUTE },
  sendPhoneVerificationCode: { max: 10, timeWindowMs: MINUTE },
  verifyPhoneNumber: { max: 20, timeWindowMs: MINUTE },
  // Sign-up: each new application makes a company, a user and a text message.
  createAccount: { max: 5, timeWindowMs: MINUTE },
  sendSignUpPhoneCode: { max: 10, timeWindowMs: MINUTE },
  verifySignUpPhone: { max: 20, timeWindowMs: MINUTE },
  createSignUpLinkToken: { max: 10, timeWindowMs: MINUTE },
  getSandboxLinkSession: { max: 60, timeWindowMs: MINUTE },
  sandboxBankLogin: { max: 20, timeWindowMs: MINUTE },
  sandboxBankMfa: { max: 20, timeWindowMs: MINUTE },
  sandboxBankComplete: { max: 20, timeWindowMs: MINUTE },
  getSandboxEnvelope: { max: 60, timeWindowMs: MINUTE },
  completeSandboxEnvelope: { max: 10, timeWindowMs: MINUTE },
  declineSandboxEnvelope: { max: 10, timeWindowMs: MINUTE },
  getUploadRequest: { max: 60, timeWindowMs: MINUTE },
  uploadDocument: { max: 30, timeWindowMs: MINUTE },
  deleteUploadedDocument: { max: 30, timeWindowMs: MINUTE },
  completeUploadRequest: { max: 10, timeWindowMs: MINUTE },
};

export interface SsoClientConfig {
  clientId: string;
  clientSecret: string;
}

export interface SsoConfig {
  sandbox: boolean;
  google: SsoClientConfig | undefined;
  okta: SsoClientConfig | undefined;
}

function ssoClient(id: string | undefined, secret: string | undefined) {
  return id && secret ? { clientId: id, clientSecret: secret } : undefined;
}

export type StorageConfig = { kind: 'local' } | ({ kind: 's3' } & S3StorageOptions);

function storageConfig(env: Environment): StorageConfig {
  if (env.OUTLAY_STORAGE !== 's3') return { kind: 'local' };
  if (!env.OUTLAY_S3_BUCKET) {
    throw new Error('OUTLAY_STORAGE=s3 needs OUTLAY_S3_BUCKET: the bucket to keep files in.');
  }
  return {
    kind: 's3',
    bucket: env.OUTLAY_S3_BUCKET,
    endpoint: env.OUTLAY_S3_ENDPOINT,
    region: env.OUTLAY_S3_REGION ?? 'us-east-1',
    forcePathStyle: isOn(env.OUTLAY_S3_FORCE_PATH_STYLE) ?? env.OUTLAY_S3_ENDPOINT !== undefined,
  };
}

export function loadConfig(processEnv: NodeJS.ProcessEnv = process.env): Config {
  const env = readEnvironment(processEnv);
  const production = env.NODE_ENV === 'production';
  const dataDir = resolve(env.OUTLAY_DATA_DIR ?? join(REPO_ROOT, '.data'));
  // The end-to-end server raises every per-address limit: its browsers all sign in from one
  // address, far faster than people do.
  // Ten 10 MB receipts at 8 Mbit/s fit; a body trickled in a byte at a time does not.
  const requestTimeoutMs = 1000 * (env.OUTLAY_REQUEST_TIMEOUT_SECONDS ?? 120);
  const rateLimitFactor = Math.max(1, env.OUTLAY_RATE_LIMIT_FACTOR ?? 1);
  return {
    production,
    // On by default so `pnpm start` shows the product with demo data; production forces it off.
    demoMode: !production && (isOn(env.OUTLAY_DEMO) ?? true),
    host: env.HOST ?? 'localhost',
    port: env.PORT ?? 4000,
    smtpPort: env.OUTLAY_SMTP_PORT ?? 2525,
    inboundMailSecret: env.OUTLAY_INBOUND_MAIL_SECRET,
    databaseUrl: env.DATABASE_URL,
    dataDir,
    pgliteDir: join(dataDir, 'pglite'),
    filesDir: resolve(env.OUTLAY_FILES_DIR ?? join(dataDir, 'files')),
    storage: storageConfig(env),
    leftoverPartials: leftoverPartialsFor(requestTimeoutMs),
    drive: {
      apiKey: env.OUTLAY_DRIVE_API_KEY ?? DEFAULT_DRIVE_API_KEY,
      maxUploadSizeInBytes: env.OUTLAY_DRIVE_MAX_UPLOAD_BYTES ?? 5_242_880,
      maxDocumentsPerGroup: 10,
      changesPerRequest: { max: 100, timeWindowMs: 15 * MINUTE },
    },
    secret: env.OUTLAY_SECRET,
    webDist: resolve(env.OUTLAY_WEB_DIST ?? join(REPO_ROOT, 'apps/web/dist')),
    publicUrl: (env.OUTLAY_PUBLIC_URL ?? `http://localhost:${env.PORT ?? 4000}`).replace(
      /\/+$/,
      '',
    ),
    buildId: env.OUTLAY_BUILD_ID ?? 'local',
    sso: {
      sandbox: !production && (isOn(env.OUTLAY_DEMO) ?? true),
      google: ssoClient(env.OUTLAY_SSO_GOOGLE_CLIENT_ID, env.OUTLAY_SSO_GOOGLE_CLIENT_SECRET),
      okta: ssoClient(env.OUTLAY_SSO_OKTA_CLIENT_ID, env.OUTLAY_SSO_OKTA_CLIENT_SECRET),
    },
    trustProxy: isOn(env.OUTLAY_TRUST_PROXY) ?? false,
    logLevel: env.LOG_LEVEL ?? 'info',
    validateResponses: !production,
    passwordHashing: {
      memoryCost: env.OUTLAY_ARGON2_MEMORY_KIB ?? DEFAULT_PASSWORD_HASHING.memoryCost,
      timeCost: env.OUTLAY_ARGON2_TIME_COST ?? DEFAULT_PASSWORD_HASHING.timeCost,
      parallelism: DEFAULT_PASSWORD_HASHING.parallelism,
    },
    rateLimits: Object.fromEntries(
      Object.entries(DEFAULT_RATE_LIMITS).map(([operationId, limit]) => [
        operationId,
        { ...limit, max: limit.max * rateLimitFactor },
      ]),
    ),
    defaultRateLimit: { max: 300 * rateLimitFactor, timeWindowMs: MINUTE },
    http: {
      requestTimeoutMs,
      headersTimeoutMs: 20_000,
      bodyIdleTimeoutMs: 1000 * (env.OUTLAY_BODY_IDLE_TIMEOUT_SECONDS ?? 20),
    },
    jobs: {
      workers: isOn(env.OUTLAY_JOBS_WORKERS) ?? true,
      pollingIntervalSeconds: Math.max(1, env.OUTLAY_JOBS_POLL_SECONDS ?? 2),
      shutdownTimeoutMs: 1000 * (env.OUTLAY_JOBS_SHUTDOWN_SECONDS ?? 10),
    },
    cardIssuer: {
      sandbox: {
        // Tests ask for no wait; a person sees the issuer take a moment.
        latencyMs: env.OUTLAY_CARD_ISSUER_SANDBOX_LATENCY_MS ?? (env.NODE_ENV === 'test' ? 0 : 250),
      },
    },
    accounting: {
      sandbox: {
        latencyMs: env.OUTLAY_ACCOUNTING_SANDBOX_LATENCY_MS ?? 600,
        transientFailurePercent: env.OUTLAY_ACCOUNTING_SANDBOX_FAILURE_PERCENT ?? 5,
      },
    },
    sat: {
      sandbox: {
        linkMs: env.OUTLAY_SAT_SANDBOX_LINK_MS ?? 5000,
        pageMs: env.OUTLAY_SAT_SANDBOX_PAGE_MS ?? 15_000,
      },
    },
    bankLinking: {
      sandbox: {
        latencyMs: env.OUTLAY_BANK_LINKING_SANDBOX_LATENCY_MS ?? 1200,
      },
    },
    bankVerification: {
      sandboxLatencyMs: env.OUTLAY_BANK_VERIFICATION_SANDBOX_LATENCY_MS ?? 8000,
    },
    paymentRails: {
      sandbox: {
        acknowledgeMs:
          env.OUTLAY_PAYMENT_RAIL_SANDBOX_ACK_MS ?? (env.NODE_ENV === 'test' ? 0 : 1500),
        settleMs:
          env.OUTLAY_PAYMENT_RAIL_SANDBOX_SETTLE_MS ?? (env.NODE_ENV === 'test' ? 0 : 20_000),
        fxQuoteMs: env.NODE_ENV === 'test' ? 0 : 800,
        // Route-fusion's quotes hold about half a minute.
        fxQuoteValidMs: 30_000,
      },
    },
  };
}
