import type { FastifyInstance } from 'fastify';
import { type Config, loadConfig } from '../../src/config.js';
import type { Handlers } from '../../src/contract/types.js';
import type { Db } from '../../src/db/db.js';
import type { Services } from '../../src/services.js';
import { type ServerDeps, buildServer } from '../../src/server.js';
import { statementServiceOf } from '../../src/statements/service.js';
import { FakeClock } from './fake-clock.js';
import { TEST_PASSWORD_HASHING } from './password-hashing.js';
import { openSeededTestDb } from './test-db.js';

export { TEST_PASSWORD_HASHING };

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ NODE_ENV: 'test' }),
    demoMode: true,
    secret: 'outlay-test-secret-0123456789abcdef0123456789',
    webDist: '/nonexistent/outlay-web-dist',
    validateResponses: true,
    passwordHashing: TEST_PASSWORD_HASHING,
    // Limits are off unless a test sets them, so tests do not trip over each other.
    rateLimits: {},
    defaultRateLimit: { max: 100_000, timeWindowMs: 60_000 },
    // The sandbox banks answer at once (a test that needs their pace sets it).
    bankLinking: { sandbox: { latencyMs: 0 } },
    bankVerification: { sandboxLatencyMs: 0 },
    paymentRails: {
      sandbox: { acknowledgeMs: 0, settleMs: 0, fxQuoteMs: 0, fxQuoteValidMs: 30_000 },
    },
    ...overrides,
  };
}

export interface TestServer {
  app: FastifyInstance;
  /** The server's services (its domains), for a test that drives one directly. */
  services: Services;
  db: Db;
  clock: FakeClock;
  config: Config;
  close(): Promise<void>;
}

export interface TestServerOptions {
  config?: Partial<Config>;
  /** Reuse a database (and skip migrating and seeding it). */
  db?: Db;
  clock?: FakeClock;
  handlers?: Partial<Handlers>;
  /** Wraps how the relying party reaches the sandbox identity provider. */
  wrapSsoFetch?: ServerDeps['wrapSsoFetch'];
  /** Receives the JSON log lines (otherwise logging is off). */
  logStream?: { write(line: string): void };
}

/** A server on a fresh, migrated, seeded database, with a fake clock and no listening port. */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const owned = options.db ? undefined : await openSeededTestDb();
  const db = options.db ?? owned?.db;
  if (!db) throw new Error('no database');
  const clock = options.clock ?? new FakeClock();
  const config = testConfig(options.config);
  let services: Services | undefined;
  const app = await buildServer({
    db,
    config,
    clock,
    onServices: (built) => {
      services = built;
    },
    logger: options.logStream ? { level: 'info', stream: options.logStream } : false,
    ...(options.handlers ? { handlers: options.handlers } : {}),
    ...(options.wrapSsoFetch ? { wrapSsoFetch: options.wrapSsoFetch } : {}),
  });
  await app.ready();
  if (!services) throw new Error('The server built no services');
  // Tests start from a server whose companies' statement sweeps are queued (a real server
  // queues them after it is ready).
  await statementServiceOf(services).autopay.scheduled();
  await services.receiptReminders.scheduled();
  return {
    app,
    services,
    db,
    clock,
    config,
    async close() {
      await app.close();
      await owned?.dispose();
    },
  };
}
