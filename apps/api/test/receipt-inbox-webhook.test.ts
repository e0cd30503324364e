// The production inbound-mail webhook (issue 37): the provider posts the raw MIME, signed with
// the shared secret; a signed mail goes into the same intake as the SMTP listener's, an unsigned,
// badly signed or stale one is refused and keeps nothing, and the same mail delivered 16 times at
// once is one receipt (run on PostgreSQL too, where the deliveries really race).
import { randomUUID } from 'node:crypto';
import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import type { SendMailOptions } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ENVELOPE_TO_HEADER,
  INBOUND_MAIL_PATH,
  SIGNATURE_HEADER,
  signInboundMail,
} from '../src/receipt-inbox/webhook.js';
import { receiptCfdi } from './support/receipt-files.js';
import { sqlRows } from './support/sql-rows.js';
import { type TestServer, startTestServer } from './support/test-server.js';
import { waitFor } from './support/wait-for.js';

const SECRET = 'inbound-mail-test-secret-0123456789';
const SENDER = 'admin@demo.outlay.test';

let server: TestServer;
let address: string;

function compose(mail: SendMailOptions): Promise<Buffer> {
  return new MailComposer({ from: SENDER, to: address, subject: 'Receipt', ...mail })
    .compile()
    .build();
}

async function cfdiMail(messageId: string) {
  const [entry] = await sqlRows<{ title: string; day: string; amount: string; currency: string }>(
    server.db,
    `SELECT e.title, to_char(e.occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day,
            t.transaction_amount::text AS amount, t.currency
       FROM entries e JOIN card_transactions t ON t.entry_id = e.id
       JOIN users u ON u.id = e.user_id
      WHERE u.email = $1 AND t.transaction_type = 'debit' ORDER BY e.occurred_at DESC LIMIT 1`,
    [SENDER],
  );
  if (!entry) throw new Error('no seeded entry');
  const text = {
    merchant: entry.title,
    date: entry.day,
    total: Number(entry.amount).toFixed(2),
    currency: entry.currency,
  };
  return compose({
    messageId,
    attachments: [{ filename: 'factura.xml', content: receiptCfdi(text, randomUUID()) }],
  });
}

function post(raw: Buffer, headers: Record<string, string>) {
  return server.app.inject({
    method: 'POST',
    url: INBOUND_MAIL_PATH,
    payload: raw,
    headers: { 'content-type': 'message/rfc822', ...headers },
  });
}

const signed = (raw: Buffer, envelopeTo = address, at = server.clock.now()) => ({
  [SIGNATURE_HEADER]: signInboundMail(SECRET, raw, envelopeTo, Math.floor(at.getTime() / 1000)),
  [ENVELOPE_TO_HEADER]: envelopeTo,
});

async function mailsOf(messageId: string) {
  const [row] = await sqlRows<{ n: number }>(
    server.db,
    `SELECT count(*)::int AS n FROM inbox_mails WHERE dedupe_key LIKE '%' || $1`,
    [messageId],
  );
  return row?.n ?? 0;
}

beforeAll(async () => {
  server = await startTestServer({ config: { inboundMailSecret: SECRET } });
  const [user] = await sqlRows<{ public_id: string }>(
    server.db,
    'SELECT public_id FROM users WHERE email = $1',
    [SENDER],
  );
  address = server.app.receiptInbox.addressOf(user?.public_id ?? '');
});

afterAll(async () => {
  await server.close();
});

describe('inbound-mail webhook', () => {
  it('takes a signed mail and reads its receipt on the job queue', async () => {
    const messageId = `<${randomUUID()}@mail.example>`;
    const raw = await cfdiMail(messageId);
    const answer = await post(raw, signed(raw));
    expect(answer.statusCode).toBe(202);
    expect(answer.json()).toEqual({ accepted: true, duplicate: false });
    const rows = await waitFor(async () => {
      const found = await sqlRows<{ state: string; read_method: string | null }>(
        server.db,
        `SELECT r.state, r.read_method FROM inbox_receipts r JOIN inbox_mails m ON m.id = r.mail_id
          WHERE m.dedupe_key LIKE '%' || $1 AND m.state = 'processed'`,
        [messageId],
      );
      return found.length > 0 && found.every((row) => row.state !== 'reading') ? found : undefined;
    });
    expect(rows).toEqual([expect.objectContaining({ read_method: 'cfdi' })]);
  });

  it('refuses an unsigned, a badly signed, a stale and a changed delivery, keeping nothing', async () => {
    const messageId = `<${randomUUID()}@mail.example>`;
    const raw = await cfdiMail(messageId);
    const unsigned = await post(raw, { [ENVELOPE_TO_HEADER]: address });
    expect(unsigned.statusCode).toBe(401);
    const wrongKey = await post(raw, {
      [SIGNATURE_HEADER]: signInboundMail('another-secret', raw, address, 1),
      [ENVELOPE_TO_HEADER]: address,
    });
    expect(wrongKey.statusCode).toBe(401);
    const stale = await post(
      raw,
      signed(raw, address, new Date(server.clock.now().getTime() - 10 * 60_000)),
    );
    expect(stale.json()).toMatchObject({ check: 'stale' });
    // Signed for one body, sent with another: the mail was changed on the way.
    const changed = await post(Buffer.concat([raw, Buffer.from('\r\nX')]), signed(raw));
    expect(changed.json()).toMatchObject({ check: 'mismatch' });
    // Signed for one recipient, delivered to another.
    const otherTo = await post(raw, {
      ...signed(raw),
      [ENVELOPE_TO_HEADER]: address.replace('r-', 'r-0'),
    });
    expect(otherTo.statusCode).toBe(401);
    expect(await mailsOf(messageId)).toBe(0);
  });

  it('refuses unsigned mail when no secret is set', async () => {
    const bare = await startTestServer({ db: server.db });
    try {
      const raw = await cfdiMail(`<${randomUUID()}@mail.example>`);
      const answer = await bare.app.inject({
        method: 'POST',
        url: INBOUND_MAIL_PATH,
        payload: raw,
        headers: { 'content-type': 'message/rfc822', ...signed(raw) },
      });
      expect(answer.statusCode).toBe(401);
    } finally {
      await bare.app.close();
    }
  });

  it('answers 406 for a stranger, so the provider does not retry', async () => {
    const raw = await compose({
      from: 'stranger@example.com',
      messageId: `<${randomUUID()}@mail.example>`,
      attachments: [{ filename: 'ticket.pdf', content: Buffer.from('%PDF-1.4') }],
    });
    const answer = await post(raw, signed(raw));
    expect(answer.statusCode).toBe(406);
    expect(answer.json()).toEqual({ error: 'sender-not-allowed' });
  });

  it('keeps the same mail delivered 16 times at once as one mail and one receipt', async () => {
    const messageId = `<${randomUUID()}@mail.example>`;
    const raw = await cfdiMail(messageId);
    const answers = await Promise.all(Array.from({ length: 16 }, () => post(raw, signed(raw))));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(16).fill(202));
    expect(
      answers.filter((answer) => answer.json<{ duplicate: boolean }>().duplicate),
    ).toHaveLength(15);
    expect(await mailsOf(messageId)).toBe(1);
    const receipts = await waitFor(async () => {
      const found = await sqlRows<{ state: string }>(
        server.db,
        `SELECT r.state FROM inbox_receipts r JOIN inbox_mails m ON m.id = r.mail_id
          WHERE m.dedupe_key LIKE '%' || $1 AND m.state = 'processed'`,
        [messageId],
      );
      return found.length > 0 ? found : undefined;
    });
    expect(receipts).toHaveLength(1);
  });
});
