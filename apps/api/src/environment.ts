import envSchema, { type JSONSchemaType } from 'env-schema';

/** Words a yes/no variable takes (any case); an unknown word is refused, not read as yes. */
const FLAG_WORDS = ['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'];
const NO_WORDS = new Set(['0', 'false', 'no', 'off']);

/** The environment variables the server reads: each one's meaning is its schema's description. */
export interface Environment {
  NODE_ENV?: string;
  HOST?: string;
  PORT?: number;
  LOG_LEVEL?: string;
  DATABASE_URL?: string;
  OUTLAY_DEMO?: string;
  OUTLAY_DATA_DIR?: string;
  OUTLAY_FILES_DIR?: string;
  OUTLAY_STORAGE?: 'local' | 's3';
  OUTLAY_SMTP_PORT?: number;
  OUTLAY_INBOUND_MAIL_SECRET?: string;
  OUTLAY_S3_BUCKET?: string;
  OUTLAY_S3_ENDPOINT?: string;
  OUTLAY_S3_REGION?: string;
  OUTLAY_S3_FORCE_PATH_STYLE?: string;
  OUTLAY_WEB_DIST?: string;
  OUTLAY_PUBLIC_URL?: string;
  OUTLAY_SSO_GOOGLE_CLIENT_ID?: string;
  OUTLAY_SSO_GOOGLE_CLIENT_SECRET?: string;
  OUTLAY_SSO_OKTA_CLIENT_ID?: string;
  OUTLAY_SSO_OKTA_CLIENT_SECRET?: string;
  OUTLAY_BUILD_ID?: string;
  OUTLAY_SECRET?: string;
  OUTLAY_TRUST_PROXY?: string;
  OUTLAY_RATE_LIMIT_FACTOR?: number;
  OUTLAY_REQUEST_TIMEOUT_SECONDS?: number;
  OUTLAY_BODY_IDLE_TIMEOUT_SECONDS?: number;
  OUTLAY_ARGON2_MEMORY_KIB?: number;
  OUTLAY_ARGON2_TIME_COST?: number;
  OUTLAY_DRIVE_API_KEY?: string;
  OUTLAY_DRIVE_MAX_UPLOAD_BYTES?: number;
  OUTLAY_JOBS_WORKERS?: string;
  OUTLAY_JOBS_POLL_SECONDS?: number;
  OUTLAY_JOBS_SHUTDOWN_SECONDS?: number;
  OUTLAY_CARD_ISSUER_SANDBOX_LATENCY_MS?: number;
  OUTLAY_ACCOUNTING_SANDBOX_LATENCY_MS?: number;
  OUTLAY_ACCOUNTING_SANDBOX_FAILURE_PERCENT?: number;
  OUTLAY_SAT_SANDBOX_LINK_MS?: number;
  OUTLAY_SAT_SANDBOX_PAGE_MS?: number;
  OUTLAY_BANK_LINKING_SANDBOX_LATENCY_MS?: number;
  OUTLAY_BANK_VERIFICATION_SANDBOX_LATENCY_MS?: number;
  OUTLAY_PAYMENT_RAIL_SANDBOX_ACK_MS?: number;
  OUTLAY_PAYMENT_RAIL_SANDBOX_SETTLE_MS?: number;
}

const text = (description: string) => ({ type: 'string', nullable: true, description }) as const;
const whole = (description: string, maximum?: number) =>
  ({
    type: 'integer',
    nullable: true,
    minimum: 0,
    ...(maximum === undefined ? {} : { maximum }),
    description,
  }) as const;
/** Either case of each letter: JSON Schema patterns take no flags. */
const anyCase = (word: string) =>
  Array.from(word, (char) => (/[a-z]/.test(char) ? `[${char}${char.toUpperCase()}]` : char)).join(
    '',
  );
const flag = (description: string) =>
  ({
    type: 'string',
    nullable: true,
    pattern: `^(${FLAG_WORDS.map(anyCase).join('|')})$`,
    description,
  }) as const;

export const ENVIRONMENT_SCHEMA: JSONSchemaType<Environment> = {
  type: 'object',
  additionalProperties: false,
  required: [],
  properties: {
    NODE_ENV: text('`production` turns demo mode and response checks off; `test` in the tests.'),
    HOST: text('The address the server listens on (default localhost).'),
    PORT: whole('The port the server listens on (default 4000).', 65_535),
    LOG_LEVEL: text('pino log level: fatal, error, warn, info (default), debug, trace.'),
    DATABASE_URL: text('A PostgreSQL URL; unset, the embedded PGlite database in the data folder.'),
    OUTLAY_DEMO: flag(
      'Seed an empty database with demo data and serve the outbox (default on; never in production).',
    ),
    OUTLAY_DATA_DIR: text(
      'Where local data lives (default .data/ in the checkout): PGlite, uploads.',
    ),
    OUTLAY_FILES_DIR: text('Where stored files live (default <data folder>/files).'),
    OUTLAY_STORAGE: {
      type: 'string',
      nullable: true,
      enum: ['local', 's3'],
      description:
        'Where uploaded files live: `local` (the files folder, default) or `s3` (a bucket every server shares).',
    },
    OUTLAY_SMTP_PORT: whole(
      'The local port the demo mode takes receipt mail on over SMTP (default 2525).',
      65_535,
    ),
    OUTLAY_INBOUND_MAIL_SECRET: text(
      'The shared secret the mail provider signs inbound receipt mail with (POST /webhooks/inbound-mail); unset, that webhook refuses everything.',
    ),
    OUTLAY_S3_BUCKET: text('The bucket of `OUTLAY_STORAGE=s3` (required with it).'),
    OUTLAY_S3_ENDPOINT: text(
      "An S3-compatible service's address (MinIO, Ceph, R2); unset, AWS S3 itself. Credentials come from AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY or the AWS default chain.",
    ),
    OUTLAY_S3_REGION: text("The bucket's region (default us-east-1)."),
    OUTLAY_S3_FORCE_PATH_STYLE: flag(
      'Address the bucket in the path, not the host name (default on with OUTLAY_S3_ENDPOINT).',
    ),
    OUTLAY_WEB_DIST: text('The built web app the server serves (default apps/web/dist).'),
    OUTLAY_PUBLIC_URL: text(
      'The address people open the app at, for links in emails (default http://localhost:<PORT>).',
    ),
    OUTLAY_SSO_GOOGLE_CLIENT_ID: text(
      'Google Workspace sign-in: the OAuth client id (unset in demo mode: the sandbox provider).',
    ),
    OUTLAY_SSO_GOOGLE_CLIENT_SECRET: text('Google Workspace sign-in: the OAuth client secret.'),
    OUTLAY_SSO_OKTA_CLIENT_ID: text(
      'Okta sign-in: the OIDC app client id (unset in demo mode: the sandbox provider).',
    ),
    OUTLAY_SSO_OKTA_CLIENT_SECRET: text('Okta sign-in: the OIDC app client secret.'),
    OUTLAY_BUILD_ID: text('The build named in health checks and asset links (default local).'),
    OUTLAY_SECRET: text(
      'Signs access tokens and keys code hashes; generated once and stored when unset.',
    ),
    OUTLAY_TRUST_PROXY: flag(
      'Read the client address from X-Forwarded-For (behind the load balancer; default off).',
    ),
    OUTLAY_RATE_LIMIT_FACTOR: whole(
      'Multiplies every per-address rate limit (the e2e server raises them; default 1).',
    ),
    OUTLAY_REQUEST_TIMEOUT_SECONDS: whole(
      'How long a whole request may take to arrive (default 120).',
    ),
    OUTLAY_BODY_IDLE_TIMEOUT_SECONDS: whole('How long a request body may stall (default 20).'),
    OUTLAY_ARGON2_MEMORY_KIB: whole(
      'argon2id memory per password hash in KiB (default 19456, OWASP).',
    ),
    OUTLAY_ARGON2_TIME_COST: whole('argon2id passes per password hash (default 2).'),
    OUTLAY_DRIVE_API_KEY: text(
      "The document drive's public x-api-key (default the one the web app is built with).",
    ),
    OUTLAY_DRIVE_MAX_UPLOAD_BYTES: whole(
      "The drive's upload limit for groups that set none (default 5242880).",
    ),
    OUTLAY_JOBS_WORKERS: flag('Run background job workers in this process (default on).'),
    OUTLAY_JOBS_POLL_SECONDS: whole('How often workers look for jobs, at least 1 (default 2).'),
    OUTLAY_JOBS_SHUTDOWN_SECONDS: whole('How long a stop waits for running jobs (default 10).'),
    OUTLAY_CARD_ISSUER_SANDBOX_LATENCY_MS: whole(
      "The card issuer sandbox's answer time (default 250; 0 in tests).",
    ),
    OUTLAY_ACCOUNTING_SANDBOX_LATENCY_MS: whole(
      "The accounting sandbox's answer time (default 600).",
    ),
    OUTLAY_ACCOUNTING_SANDBOX_FAILURE_PERCENT: whole(
      'How many accounting sandbox calls fail for a while, in percent (default 5).',
      100,
    ),
    OUTLAY_SAT_SANDBOX_LINK_MS: whole(
      'How long the SAT sandbox takes to check credentials (default 5000).',
    ),
    OUTLAY_SAT_SANDBOX_PAGE_MS: whole(
      'How long the SAT sandbox takes per page of invoices (default 15000).',
    ),
    OUTLAY_BANK_LINKING_SANDBOX_LATENCY_MS: whole(
      "The bank-linking sandbox's answer time (default 1200).",
    ),
    OUTLAY_BANK_VERIFICATION_SANDBOX_LATENCY_MS: whole(
      'How long the sandbox bank takes to verify an AutoPay account (default 8000).',
    ),
    OUTLAY_PAYMENT_RAIL_SANDBOX_ACK_MS: whole(
      'How long the payment rail sandboxes (STP, route-fusion) take to acknowledge an order (default 1500).',
    ),
    OUTLAY_PAYMENT_RAIL_SANDBOX_SETTLE_MS: whole(
      'How long after acknowledging the rail sandboxes settle or return an order (default 20000).',
    ),
  },
};

/**
 * The variables the server reads, checked and typed by env-schema. An empty value counts as
 * unset (as shells leave `VAR=`); a bad one stops the start with the variable's name.
 */
export function readEnvironment(env: NodeJS.ProcessEnv): Environment {
  const known = Object.keys(ENVIRONMENT_SCHEMA.properties as Record<string, unknown>);
  const data = Object.fromEntries(
    known.flatMap((name) => {
      const value = env[name];
      return value === undefined || value === '' ? [] : [[name, value]];
    }),
  );
  return envSchema<Environment>({ schema: ENVIRONMENT_SCHEMA, data, env: false, dotenv: false });
}

/** A yes/no variable: undefined when unset. */
export const isOn = (value: string | undefined): boolean | undefined =>
  value === undefined ? undefined : !NO_WORDS.has(value.toLowerCase());
