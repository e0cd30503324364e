// A mail whose reading stopped half-way (the process killed with -9 after it made the first
// receipt) is read again by the next server: the kept mail and its job are still there, the
// part made already is kept, and the mail ends processed with one receipt per part.
import { randomUUID } from 'node:crypto';
import { createTransport } from 'nodemailer';
import { afterAll, expect, it } from 'vitest';
import type { Db } from '../src/db/db.js';
import { startSmtpListener } from '../src/receipt-inbox/smtp.js';
import { receiptCfdi } from './support/receipt-files.js';
import { sqlRows } from './support/sql-rows.js';
import { type TestDb, openSeededTestDb } from './support/test-db.js';
import { startTestServer } from './support/test-server.js';
import { waitFor } from './support/wait-for.js';

const SENDER = 'admin@demo.outlay.test';
let handle: TestDb | undefined;
afterAll(() => handle?.dispose());

const jobs = (workers: boolean) => ({
  jobs: { workers, pollingIntervalSeconds: 1, shutdownTimeoutMs: 1000 },
});

it('reads a mail again after the process reading it stopped', async () => {
  handle = await openSeededTestDb();
  const db: Db = handle.db;
  // A server that takes mail but runs no jobs: its job waits, as a killed worker's would.
  const first = await startTestServer({ db, config: jobs(false) });
  const smtp = await startSmtpListener(first.app.receiptInbox, { host: '127.0.0.1', port: 0 });
  const [user] = await sqlRows<{ public_id: string }>(
    db,
    'SELECT public_id FROM users WHERE email = $1',
    [SENDER],
  );
  const transport = createTransport({ host: '127.0.0.1', port: smtp.port, ignoreTLS: true });
  const messageId = `<${randomUUID()}@mail.example>`;
  const receipt = {
    merchant: 'Resumed Vendor',
    date: '2026-01-05',
    total: '12.34',
    currency: 'USD',
  };
  await transport.sendMail({
    from: SENDER,
    to: first.app.receiptInbox.addressOf(user?.public_id ?? ''),
    subject: 'Two receipts',
    messageId,
    attachments: [
      { filename: 'one.xml', content: receiptCfdi(receipt, randomUUID().toUpperCase()) },
      { filename: 'two.xml', content: receiptCfdi(receipt, randomUUID().toUpperCase()) },
    ],
  });
  transport.close();
  await smtp.close();
  const [mail] = await sqlRows<{ id: number; company_id: number; user_id: number }>(
    db,
    `SELECT id, company_id, user_id FROM inbox_mails WHERE dedupe_key LIKE '%' || $1`,
    [messageId],
  );
  if (!mail) throw new Error('the mail was not kept');
  // What the stopped run had done: the first part's receipt row, still being read (its file
  // lost as well, the worst case: that part ends unmatched, the others are read).
  await db.execute(
    `INSERT INTO inbox_receipts (public_id, company_id, user_id, mail_id, part_index, file_name,
       content_type, size_bytes, storage_key, created_at, updated_at)
     VALUES ($1, $2, $3, $4, 0, 'one.xml', 'text/xml', 10, $5, now(), now())`,
    [randomUUID(), mail.company_id, mail.user_id, mail.id, `receipt-inbox/stopped-${randomUUID()}`],
  );
  await first.close();

  const second = await startTestServer({ db, config: jobs(true) });
  try {
    const rows = await waitFor(async () => {
      const [state] = await sqlRows<{ state: string }>(
        db,
        'SELECT state FROM inbox_mails WHERE id = $1',
        [mail.id],
      );
      if (state?.state !== 'processed') return undefined;
      return sqlRows<{ part_index: number; state: string }>(
        db,
        'SELECT part_index, state FROM inbox_receipts WHERE mail_id = $1 ORDER BY part_index',
        [mail.id],
      );
    });
    expect(rows.map((row) => row.part_index)).toEqual([0, 1]);
    expect(rows.every((row) => row.state !== 'reading')).toBe(true);
  } finally {
    await second.close();
  }
});
