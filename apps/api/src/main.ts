import { loadConfig } from './config.js';
import { prepareDataFolders, reportStartFailure } from './data-folders.js';
import { migrate } from './db/migrate.js';
import { isPostgresUrl, openDatabase } from './db/open.js';
import { removeLeftoverPartials } from './files/leftover-partials.js';
import { createFileStorage } from './files/create-storage.js';
import { isSeeded, seedDemo } from './seed/index.js';
import { startSmtpListener, type SmtpListener } from './receipt-inbox/smtp.js';
import { buildServer } from './server.js';

/** Starts Outlay: database, migrations, demo seed when empty, then one port for SPA and API. */
async function main() {
  const config = loadConfig();
  await prepareDataFolders(config);
  const db = await openDatabase(config);
  await migrate(db);
  // Uploads cut short by a stop or a crash left their temporary files behind.
  if (config.storage.kind === 'local') {
    await removeLeftoverPartials(config.filesDir, config.leftoverPartials.afterMs);
  }
  if (config.demoMode && !(await isSeeded(db))) {
    // Dated demo rows end today, so the dashboard's default range has entries.
    await seedDemo(db, {
      passwordHashing: config.passwordHashing,
      storage: createFileStorage(config),
      today: new Date(),
    });
  }

  const app = await buildServer({ db, config });
  let smtp: SmtpListener | undefined;
  const close = async () => {
    await smtp?.close();
    await app.close();
    await db.close();
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }

  await app.listen({ host: config.host, port: config.port });
  if (config.demoMode) {
    // Receipts mailed to a personal receipt address (a mail client, swaks) arrive here.
    // Another server on this machine may hold the port already (a second demo, the e2e
    // server): the app still starts, and says mail cannot arrive here.
    smtp = await startSmtpListener(app.receiptInbox, {
      host: config.host,
      port: config.smtpPort,
      onError: (error) => app.log.error({ err: error }, 'receipt mail listener'),
    }).catch((error: unknown) => {
      app.log.warn({ err: error }, 'receipt mail listener not started');
      return undefined;
    });
  }
  const shownHost = ['0.0.0.0', '::', 'localhost'].includes(config.host)
    ? 'localhost'
    : config.host;
  const database = isPostgresUrl(config.databaseUrl)
    ? 'Postgres (DATABASE_URL)'
    : `PGlite at ${config.pgliteDir}`;
  // Plain lines for the person who started it; the JSON logs carry the same facts.
  console.log(`Outlay is running at http://${shownHost}:${config.port}/client/`);
  console.log(`  database: ${database}`);
  if (config.demoMode) {
    console.log(
      `  demo mode: sign in as admin@demo.outlay.test; codes at http://${shownHost}:${config.port}/dev/outbox`,
    );
    console.log(
      smtp
        ? `  receipt mail (SMTP): ${shownHost}:${smtp.port}`
        : `  receipt mail (SMTP): port ${config.smtpPort} is in use, no mail is taken in`,
    );
  }
}

main().catch((error: unknown) => {
  reportStartFailure(error);
  process.exit(1);
});
