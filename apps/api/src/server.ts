import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { createAccessGuard } from './access/access-guard.js';
import { createSecuritySchemes } from './auth/security-schemes.js';
import { type Clock, systemClock } from './clock.js';
import type { Config } from './config.js';
import { type Contract, loadContract } from './contract/load.js';
import { registerMultipart } from './contract/multipart.js';
import { type LooseHandler, registerContractRoutes } from './contract/register.js';
import type { Handlers } from './contract/types.js';
import type { Db } from './db/db.js';
import { registerCompression } from './http/compression.js';
import { sweepLeftoverPartials } from './files/leftover-partials.js';
import { answerFrameworkError, installErrorHandlers } from './http/error-handler.js';
import { tooManyRequests } from './http/errors.js';
import { registerReusedAnswers, serializeAnswer } from './http/reused-answers.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { registerBodyIdleTimeout, timeoutOptions } from './http/timeouts.js';
import { closeConnectionsWithUnreadBodies } from './http/unread-bodies.js';
import {
  type Mailer,
  type SmsSender,
  createSandboxMailer,
  createSandboxSms,
} from './providers/outbox.js';
import { createHandlers } from './handlers.js';
import type { ReceiptInbox } from './receipt-inbox/inbox.js';
import { registerInboundMailWebhook } from './receipt-inbox/webhook.js';
import { type Services, createServices } from './services.js';
import { registerSignedDownloads } from './dashboard/signed-downloads.js';
import { registerConfirmationDownloads } from './transactions/confirmation.js';
import { registerStatementDownloads } from './statements/statement-files.js';
import { statementServiceOf } from './statements/service.js';
import { registerDocumentDownloads } from './documents/downloads.js';
import { documentServiceOf } from './documents/service.js';
import { createTransactionDrawer } from './transactions/transaction-drawer.js';
import { registerLegalDocuments } from './legal/document-files.js';
import { registerMerchantLogos } from './web/merchant-logos.js';
import { registerOutboxPage } from './web/outbox-page.js';
import { registerWebApp } from './web/spa.js';
import type { Fetch } from './sso/identity-provider.js';
import { injectFetch, registerSandboxIdentityProvider } from './sso/sandbox-identity-provider.js';
import { loadServerKeys } from './auth/server-secret.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The receipt inbox, for the SMTP listener main.ts starts in demo mode (and its tests). */
    receiptInbox: ReceiptInbox;
  }
}

export const API_PREFIX = '/api';
/** JSON bodies are small; uploads (later) set their own limits per route. */
const BODY_LIMIT_BYTES = 64 * 1024;

export interface ServerDeps {
  db: Db;
  config: Config;
  clock?: Clock;
  mailer?: Mailer;
  sms?: SmsSender;
  /**
   * `false` for silence (tests); otherwise JSON logs at the config's level, to stdout or to
   * `stream`. Redaction always applies.
   */
  logger?: false | { level?: string; stream?: { write(line: string): void } };
  /** Replaces handlers, for tests of the registration itself. */
  handlers?: Partial<Handlers>;
  contract?: Contract;
  /** Handed the server's services once built, for tests that drive a domain directly. */
  onServices?: (services: Services) => void;
  /** Wraps how the relying party reaches the sandbox identity provider (tests tamper with it). */
  wrapSsoFetch?: (fetch: Fetch) => Fetch;
}

/** Fields that must never reach a log line. */
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'req.body.password',
  'req.body.code',
  'body.password',
  'body.code',
  'secretToken',
];

/**
 * The whole server: contract routes under /api, the outbox page, the SPA under /client/.
 * Building it does not listen, so tests drive it with `inject`.
 */
export async function buildServer(deps: ServerDeps): Promise<FastifyInstance> {
  const { db, config } = deps;
  const clock = deps.clock ?? systemClock;
  const outboxOptions = { keepCodes: config.demoMode };
  const services = await createServices({
    db,
    clock,
    config,
    mailer: deps.mailer ?? createSandboxMailer(db, clock, outboxOptions),
    sms: deps.sms ?? createSandboxSms(db, clock, outboxOptions),
  });
  deps.onServices?.(services);
  const contract = deps.contract ?? (await loadContract());

  const app = Fastify({
    logger: deps.logger ?? {
      level: config.logLevel,
      redact: { paths: REDACT, censor: '[redacted]' },
    },
    bodyLimit: BODY_LIMIT_BYTES,
    ...timeoutOptions(config.http),
    trustProxy: config.trustProxy,
    // Ids are made here, never taken from the caller, so a log line cannot be forged.
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    frameworkErrors: answerFrameworkError,
  });
  // A callback hook, not an async one: no promise per request on the hot path.
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    done();
  });
  // Fastify's types say a serializer answers text; it sends a Buffer as it is too (reply.js's
  // onSendEnd), which is how a stored answer's bytes go out without being encoded again.
  app.setReplySerializer(serializeAnswer as (payload: unknown) => string);

  registerSecurityHeaders(app);
  closeConnectionsWithUnreadBodies(app);
  registerBodyIdleTimeout(app, config.http.bodyIdleTimeoutMs);
  // Before any route: the plugin hooks into each route as it is added.
  await registerCompression(app);
  // A global onSend hook, so it runs before the plugin's per-route one.
  registerReusedAnswers(app);
  await app.register(cookie);
  await registerMultipart(app);
  // Its store is in memory, so each instance counts on its own; the limits that must hold
  // across instances (codes, per-email sign-in failures) are counted in the database.
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return tooManyRequests('errors.tooManyRequests', seconds, { seconds });
    },
  });
  installErrorHandlers(app);

  const handlers = { ...createHandlers(services), ...deps.handlers };
  const security = createSecuritySchemes(services);
  registerContractRoutes(app, {
    contract,
    handlers: handlers as unknown as Partial<Record<string, LooseHandler>>,
    security,
    guard: createAccessGuard(services, contract),
    prefix: API_PREFIX,
    validateResponses: config.validateResponses,
    limitedOperations: Object.keys(config.rateLimits),
    rateLimitFor: (operationId) =>
      (config.rateLimits as Partial<Record<string, Config['defaultRateLimit']>>)[operationId] ??
      config.defaultRateLimit,
  });
  // Queues are defined by the domains above; workers start once the server is ready, and a
  // closing server lets running jobs finish before the database goes.
  app.addHook('onReady', () => services.jobs.start(app.log));
  app.addHook('onClose', () => services.jobs.stop());
  // Each company's statement sweep runs at its midnight on the queue; a server starting gives
  // a company whose chain of sweeps is missing its next one (the others' are left as they are).
  // Not awaited: beside 1,000 companies that took longer than Fastify lets a server get ready
  // (issue 38). Closing waits for it, before the job queue stops (hooks close last-first).
  const { autopay } = statementServiceOf(services);
  app.addHook('onReady', (done) => {
    autopay.scheduleAll(app.log).catch((error: unknown) => {
      app.log.error({ err: error }, 'statement sweeps not scheduled');
    });
    done();
  });
  app.addHook('onClose', () => autopay.scheduled());
  // Likewise each company's look for the people whose weekly receipt reminder is due.
  app.addHook('onReady', (done) => {
    services.receiptReminders.scheduleAll(app.log).catch((error: unknown) => {
      app.log.error({ err: error }, 'receipt reminder sweeps not scheduled');
    });
    done();
  });
  app.addHook('onClose', () => services.receiptReminders.scheduled());
  // Uploads a crashed process left half-written are swept while this one runs (main.ts sweeps
  // once more at start). An S3 bucket has none: S3 aborts an unfinished upload itself.
  let stopSweeping: (() => void) | undefined;
  app.addHook('onReady', (done) => {
    if (config.storage.kind === 'local') {
      stopSweeping = sweepLeftoverPartials(config.filesDir, config.leftoverPartials, app.log);
    }
    done();
  });
  app.addHook('onClose', (_instance, done) => {
    stopSweeping?.();
    done();
  });
  app.decorate('receiptInbox', services.receiptInbox);
  await registerInboundMailWebhook(app, {
    inbox: services.receiptInbox,
    secret: config.inboundMailSecret,
    clock,
  });
  registerOutboxPage(app, db, config.demoMode);
  // The sandbox identity provider exists in demo mode only, under its own prefix.
  if (config.demoMode && config.sso.sandbox) {
    await registerSandboxIdentityProvider(app, {
      db,
      clock,
      publicUrl: config.publicUrl,
      redirectUris: [services.sso.redirectUri],
      cookieKey: (await loadServerKeys(db, config.secret))
        .get('sandbox-idp-cookies')
        .toString('base64url'),
    });
    const fetch = injectFetch(app, config.publicUrl);
    services.sso.connectSandbox(deps.wrapSsoFetch ? deps.wrapSsoFetch(fetch) : fetch);
  }
  registerSignedDownloads(app, services);
  registerConfirmationDownloads(app, createTransactionDrawer(services).confirmations);
  registerStatementDownloads(app, statementServiceOf(services));
  registerDocumentDownloads(app, documentServiceOf(services));
  registerLegalDocuments(app, services.clickwrap);
  registerMerchantLogos(app, services.merchantLogos);
  await registerWebApp(app, config.webDist);
  return app;
}
