import type { Services } from '../services.js';
import { linkSignerFor } from '../dashboard/signed-downloads.js';
import { createStatementFiles } from './statement-files.js';
import { createStatementAutopay } from './autopay.js';
import { createStatementCfdis } from './cfdi.js';
import { sandboxPac } from './cfdi-pac.js';
import { sandboxBanxicoFix } from './fix-rates.js';
import { createStatementPayments, sandboxBankDebits } from './pay-now.js';
import { createStatements } from './statements.js';

/** How long the bank's sandbox takes to answer a debit. */
const SANDBOX_DEBIT_MS = 400;
/** How long the PAC's sandbox takes to stamp a CFDI. */
const SANDBOX_STAMP_MS = 300;
/** How long Banxico's FIX sandbox takes to answer. */
const SANDBOX_FIX_MS = 50;

export type StatementService = ReturnType<typeof buildStatementService>;

function buildStatementService(services: Services) {
  const { db, clock } = services;
  const statements = createStatements(db, clock);
  const links = linkSignerFor(services);
  const statementsOn = (tx: typeof db) => createStatements(tx, clock);
  const cfdis = createStatementCfdis({
    db,
    clock,
    jobs: services.jobs,
    pac: sandboxPac({ latencyMs: SANDBOX_STAMP_MS, now: () => clock.now() }),
    fix: sandboxBanxicoFix({ latencyMs: SANDBOX_FIX_MS }),
    retryDelaySeconds: 1,
  });
  const autopay = createStatementAutopay({
    db,
    clock,
    jobs: services.jobs,
    notifier: services.notifications.notifier,
    statements: statementsOn,
    afterClose: (companyId) => cfdis.issueMissing(companyId),
  });
  return {
    statements,
    links,
    autopay,
    cfdis,
    files: createStatementFiles({ db, links, statements, cfdis }),
    payments: createStatementPayments({
      db,
      clock,
      jobs: services.jobs,
      actionCodes: services.actionCodes,
      statements: statementsOn,
      bank: sandboxBankDebits(SANDBOX_DEBIT_MS),
      onRefused: (tx, payment) => autopay.onRefused(tx, payment),
    }),
  };
}

const built = new WeakMap<Services, StatementService>();

/** The statements domain of a server: made once (its job queue is defined once). */
export function statementServiceOf(services: Services): StatementService {
  let service = built.get(services);
  if (!service) {
    service = buildStatementService(services);
    built.set(services, service);
  }
  return service;
}
