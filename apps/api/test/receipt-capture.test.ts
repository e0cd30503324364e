// Phone capture and the reminder's link (issue 37): a photo sent from the phone page is read
// and matched exactly as a mailed receipt is, one idempotency key makes one receipt however
// often it is sent, a file that is not a receipt is refused in the caller's language; the
// missing-receipts reminder carries a signed link per entry, by the channels the person chose,
// and that link opens the entry for its own cardholder only, until it expires.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendMissingReceiptReminder } from '../src/receipt-inbox/reminder.js';
import { signReceiptLink } from '../src/receipt-inbox/receipt-link.js';
import { multipartBody, sampleFiles } from './support/multipart.js';
import { receiptPdf } from './support/receipt-files.js';
import { type Caller, callerFor } from './support/signed-in-calls.js';
import { API } from './support/sign-in.js';
import { sqlRows } from './support/sql-rows.js';
import { type TestServer, startTestServer } from './support/test-server.js';
import { waitFor } from './support/wait-for.js';

const OWNER = 'admin@demo.outlay.test';

let server: TestServer;
let owner: Caller;
let ids: { companyId: number; userId: number };

type EntryRow = { id: number; title: string; day: string; amount: string; currency: string };

async function uniqueEntry(offset: number): Promise<EntryRow> {
  const rows = await sqlRows<EntryRow>(
    server.db,
    `SELECT e.id, e.title, to_char(e.occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day,
            t.transaction_amount::text AS amount, t.currency
       FROM entries e JOIN card_transactions t ON t.entry_id = e.id
       JOIN users u ON u.id = e.user_id
      WHERE u.email = $1 AND t.transaction_type = 'debit' AND t.payment_type = 'cards'
        AND e.receipt_count < 9 AND t.transaction_amount >= 10
        AND (SELECT count(*) FROM entries o JOIN card_transactions ot ON ot.entry_id = o.id
              WHERE o.user_id = e.user_id AND ot.transaction_amount = t.transaction_amount) = 1
      ORDER BY e.occurred_at DESC OFFSET $2 LIMIT 1`,
    [OWNER, offset],
  );
  const [entry] = rows;
  if (!entry) throw new Error('no seeded entry');
  return entry;
}

function upload(
  caller: Caller,
  file: { filename: string; content: Buffer; type: string },
  idempotencyKey = randomUUID(),
  lang = 'en',
) {
  const body = multipartBody([
    { name: 'idempotencyKey', value: idempotencyKey },
    { name: 'file', ...file },
  ]);
  return server.app.inject({
    method: 'POST',
    url: `${API}/web/receipt-inbox/photos`,
    payload: body.payload,
    headers: {
      ...body.headers,
      authorization: `Bearer ${caller.session.secretToken}`,
      'accept-language': lang,
    },
  });
}

const verify = (caller: Caller, token: string, lang = 'en') =>
  caller.call('POST', '/web/transaction/verify-transaction-receipt-token', { token }, { lang });

beforeAll(async () => {
  server = await startTestServer();
  owner = await callerFor(server.app, OWNER);
  const [row] = await sqlRows<{ company_id: number; id: number }>(
    server.db,
    'SELECT company_id, id FROM users WHERE email = $1',
    [OWNER],
  );
  if (!row) throw new Error('no owner');
  ids = { companyId: row.company_id, userId: row.id };
});

afterAll(async () => {
  await server.close();
});

describe('phone capture', () => {
  it('reads and matches a photographed receipt as a mailed one, once per key', async () => {
    const entry = await uniqueEntry(0);
    const pdf = await receiptPdf({
      merchant: entry.title,
      date: entry.day,
      total: Number(entry.amount).toFixed(2),
      currency: entry.currency,
    });
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        upload(owner, { filename: 'from-phone.pdf', content: pdf, type: 'application/pdf' }, key),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([202, 202, 202, 202]);
    expect(
      answers.filter((answer) => !answer.json<{ duplicate: boolean }>().duplicate),
    ).toHaveLength(1);
    const receipts = await waitFor(async () => {
      const rows = await sqlRows<{ state: string; entry_id: number | null; file_name: string }>(
        server.db,
        `SELECT r.state, r.entry_id, r.file_name FROM inbox_receipts r
           JOIN inbox_mails m ON m.id = r.mail_id
          WHERE m.dedupe_key LIKE '%upload-' || $1 || '%'`,
        [key],
      );
      return rows.length > 0 && rows.every((row) => row.state !== 'reading') ? rows : undefined;
    });
    expect(receipts).toEqual([
      { state: 'matched', entry_id: entry.id, file_name: 'from-phone.pdf' },
    ]);
  });

  it('refuses a file that is not a receipt, in the reader language', async () => {
    const answer = await upload(
      owner,
      { filename: 'photo.jpg', content: sampleFiles.exe(), type: 'image/jpeg' },
      randomUUID(),
      'es',
    );
    expect(answer.statusCode).toBe(415);
    expect(answer.json<{ errors: { msg: string } }>().errors.msg).toContain('PNG, JPG, JPEG o PDF');
  });

  it('refuses a photo over 10 MB', async () => {
    const answer = await upload(owner, {
      filename: 'big.png',
      content: sampleFiles.png(10 * 1024 * 1024 + 10),
      type: 'image/png',
    });
    expect(answer.statusCode).toBe(413);
  });
});

describe('the missing-receipts reminder and its link', () => {
  it('sends each missing entry with a link that opens it for its cardholder', async () => {
    await sqlRows(
      server.db,
      `UPDATE users SET is_phone_verified = true,
              phone_number = coalesce(phone_number, '5550100200'),
              country_calling_code = coalesce(country_calling_code, '1')
        WHERE id = $1`,
      [ids.userId],
    );
    await sqlRows(
      server.db,
      `INSERT INTO notification_preferences
         (company_id, user_id, kind, email, sms, in_app, reminder_weekday, updated_at)
       VALUES ($1, $2, 'missingReceipts', true, true, true, 1, now())
       ON CONFLICT (company_id, user_id, kind) DO UPDATE SET email = true, sms = true`,
      [ids.companyId, ids.userId],
    );
    const sent = await sendMissingReceiptReminder(server.services, ids);
    expect(sent).toMatchObject({ email: true, sms: true, inApp: true });
    expect(sent.entries.length).toBeGreaterThan(0);
    const messages = await sqlRows<{ channel: string; body: string }>(
      server.db,
      `SELECT channel, body FROM outbox_messages
        WHERE body LIKE '%/client/transaction-receipt?token=%' ORDER BY id DESC LIMIT 2`,
    );
    expect(messages.map((message) => message.channel).sort()).toEqual(['email', 'sms']);
    const email = messages.find((message) => message.channel === 'email')?.body ?? '';
    const tokens = [...email.matchAll(/token=([A-Za-z0-9_.%-]+)/g)].map((match) =>
      decodeURIComponent(match[1] ?? ''),
    );
    expect(tokens).toHaveLength(sent.entries.length);
    const opened = await verify(owner, tokens[0] ?? '');
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ entry: { id: sent.entries[0] }, receiptCount: 0 });

    // Another person of the same company signed in: not theirs.
    const [other] = await sqlRows<{ email: string }>(
      server.db,
      `SELECT email FROM users WHERE company_id = $1 AND id <> $2 AND status = 'active'
        ORDER BY id LIMIT 1`,
      [ids.companyId, ids.userId],
    );
    if (!other) throw new Error('no other user');
    const stranger = await callerFor(server.app, other.email);
    const refused = await verify(stranger, tokens[0] ?? '', 'pt');
    expect(refused.statusCode).toBe(404);
    expect(refused.json<{ errors: { msg: string } }>().errors.msg).toContain('Comprovantes');
  });

  it('refuses a changed, a foreign-entry and an expired link', async () => {
    const entry = await uniqueEntry(1);
    const now = Math.floor(server.clock.now().getTime() / 1000);
    const good = signReceiptLink(server.services.receiptAddressKey, {
      ...ids,
      entryId: entry.id,
      expires: now + 60,
    });
    expect((await verify(owner, good)).statusCode).toBe(200);
    const changed = good.replace(`.${entry.id.toString(36)}.`, `.${(entry.id + 1).toString(36)}.`);
    expect((await verify(owner, changed)).statusCode).toBe(404);
    const [foreign] = await sqlRows<{ id: number }>(
      server.db,
      `SELECT e.id FROM entries e WHERE e.company_id = $1 AND e.user_id <> $2 AND e.kind = 'card'
        LIMIT 1`,
      [ids.companyId, ids.userId],
    );
    if (foreign) {
      const other = signReceiptLink(server.services.receiptAddressKey, {
        ...ids,
        entryId: foreign.id,
        expires: now + 60,
      });
      expect((await verify(owner, other)).statusCode).toBe(404);
    }
    const expired = signReceiptLink(server.services.receiptAddressKey, {
      ...ids,
      entryId: entry.id,
      expires: now - 1,
    });
    const answer = await verify(owner, expired);
    expect(answer.statusCode).toBe(410);
    expect(answer.json<{ errors: { msg: string } }>().errors.msg).toContain('expired');
  });
});
