// Extra receipt senders (issue 37): a cardholder lists another address they mail receipts
// from, proves it is theirs with the code mailed to it, and mail from it to their receipt
// address is then taken in as mail from their sign-in address is; pending, removed or never
// listed, it is refused over SMTP. An address is one person's: nobody else (in any company)
// may claim it once verified, nor list a sign-in address; 16 requests at once have one effect.
import { randomUUID } from 'node:crypto';
import { type SendMailOptions, type Transporter, createTransport } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReceiptSenders } from '@outlay/api-client/schema';
import { type SmtpListener, startSmtpListener } from '../src/receipt-inbox/smtp.js';
import { receiptCfdi } from './support/receipt-files.js';
import { type Caller, callerFor, latestMessage } from './support/signed-in-calls.js';
import { sqlRows } from './support/sql-rows.js';
import { type TestServer, startTestServer } from './support/test-server.js';
import { waitFor } from './support/wait-for.js';

const OWNER = 'samuel.ortiz@demo.outlay.test';
/** Another company's admin (Maple Ridge Outfitters, Canada). */
const OTHER = 'ca.admin@demo.outlay.test';

let server: TestServer;
let smtp: SmtpListener;
let transport: Transporter;
let owner: Caller;
let other: Caller;
let address: string;

const senders = (response: { json(): unknown }) => (response.json() as ReceiptSenders).senders;

function send(from: string, mail: SendMailOptions = {}) {
  return transport.sendMail({
    from,
    to: address,
    subject: 'Receipt',
    messageId: `<${randomUUID()}@mail.example>`,
    ...mail,
  });
}

/** The owner's newest card purchase whose amount is theirs alone, so a match is sure. */
async function ownEntry() {
  const [entry] = await sqlRows<{
    id: number;
    title: string;
    day: string;
    amount: string;
    currency: string;
  }>(
    server.db,
    `SELECT e.id, e.title, to_char(e.occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day,
            t.transaction_amount::text AS amount, t.currency
       FROM entries e JOIN card_transactions t ON t.entry_id = e.id
       JOIN users u ON u.id = e.user_id
      WHERE u.email = $1 AND t.transaction_type = 'debit' AND t.payment_type = 'cards'
        AND e.receipt_count < 9 AND t.transaction_amount >= 10
        AND (SELECT count(*) FROM entries o JOIN card_transactions ot ON ot.entry_id = o.id
              WHERE o.user_id = e.user_id AND ot.transaction_amount = t.transaction_amount) = 1
      ORDER BY e.occurred_at DESC LIMIT 1`,
    [OWNER],
  );
  if (!entry) throw new Error('no seeded entry to match');
  return entry;
}

async function addAndVerify(caller: Caller, sender: string) {
  const added = await caller.call('POST', '/web/receipt-senders', { address: sender });
  expect(added.statusCode).toBe(200);
  const listed = senders(added).find((one) => one.address === sender);
  if (!listed) throw new Error(`${sender} not listed`);
  const { code } = await latestMessage(server.app, sender);
  const verified = await caller.call('POST', `/web/receipt-senders/${listed.id}/verify`, { code });
  expect(verified.statusCode).toBe(200);
  return listed.id;
}

beforeAll(async () => {
  server = await startTestServer();
  smtp = await startSmtpListener(server.app.receiptInbox, { host: '127.0.0.1', port: 0 });
  const [user] = await sqlRows<{ public_id: string }>(
    server.db,
    'SELECT public_id FROM users WHERE email = $1',
    [OWNER],
  );
  address = server.app.receiptInbox.addressOf(user?.public_id ?? '');
  transport = createTransport({
    host: '127.0.0.1',
    port: smtp.port,
    secure: false,
    ignoreTLS: true,
  });
  owner = await callerFor(server.app, OWNER);
  other = await callerFor(server.app, OTHER);
});

afterAll(async () => {
  transport.close();
  await smtp.close();
  await server.close();
});

describe('extra receipt senders', () => {
  it('takes mail from a listed address only once the code mailed to it came back', async () => {
    const sender = 'samuel.home@mail.example';
    const added = await owner.call('POST', '/web/receipt-senders', {
      address: 'Samuel.Home@Mail.Example',
    });
    expect(added.statusCode).toBe(200);
    expect(added.json<ReceiptSenders>().signInAddress).toBe(OWNER);
    const [pending] = senders(added);
    expect(pending).toMatchObject({ address: sender, state: 'pending' });
    if (!pending) throw new Error('not listed');
    const mailed = await latestMessage(server.app, sender);
    expect(mailed.code).toMatch(/^[0-9]{6}$/);
    expect(mailed.text).toContain(mailed.code ?? '');

    // Pending: the address has not shown it is theirs.
    await expect(send(sender)).rejects.toMatchObject({ responseCode: 550 });

    const wrong = await owner.call('POST', `/web/receipt-senders/${pending.id}/verify`, {
      code: mailed.code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ errors: { code: string } }>().errors.code).toBe('CODE_INCORRECT');

    const verified = await owner.call('POST', `/web/receipt-senders/${pending.id}/verify`, {
      code: mailed.code,
    });
    expect(verified.statusCode).toBe(200);
    expect(senders(verified)).toMatchObject([{ address: sender, state: 'verified' }]);

    const entry = await ownEntry();
    const uuid = randomUUID();
    await send(sender, {
      attachments: [
        {
          filename: 'factura.xml',
          content: receiptCfdi(
            {
              merchant: entry.title,
              date: entry.day,
              total: Number(entry.amount).toFixed(2),
              currency: entry.currency,
            },
            uuid,
          ),
        },
      ],
    });
    const receipt = await waitFor(async () => {
      const [row] = await sqlRows<{ state: string; entry_id: number | null; company_id: number }>(
        server.db,
        `SELECT r.state, r.entry_id, r.company_id FROM inbox_receipts r
           JOIN inbox_mails m ON m.id = r.mail_id WHERE m.sender = $1 AND r.state <> 'reading'`,
        [sender],
      );
      return row;
    });
    expect(receipt).toMatchObject({ state: 'matched', entry_id: entry.id });

    // Removed: refused again.
    const removed = await owner.call('DELETE', `/web/receipt-senders/${pending.id}`);
    expect(removed.statusCode).toBe(200);
    expect(senders(removed)).toEqual([]);
    await expect(send(sender)).rejects.toMatchObject({ responseCode: 550 });
  });

  it("lets nobody else claim a verified address, nor anyone's sign-in address", async () => {
    const sender = 'shared.box@mail.example';
    await addAndVerify(owner, sender);
    const claim = await other.call('POST', '/web/receipt-senders', { address: sender });
    expect(claim.statusCode).toBe(409);
    expect(claim.json<{ errors: { msg: string } }>().errors.msg).toMatch(/another Outlay account/);
    // The other company's admin's try mailed nothing to it: only the owner's code went.
    const before = await sqlRows<{ n: number }>(
      server.db,
      'SELECT count(*)::int AS n FROM outbox_messages WHERE recipient = $1',
      [sender],
    );
    expect(before[0]?.n).toBe(1);

    const ownSignIn = await owner.call('POST', '/web/receipt-senders', { address: OWNER });
    expect(ownSignIn.statusCode).toBe(409);
    expect(ownSignIn.json<{ errors: { msg: string } }>().errors.msg).toMatch(
      /address you sign in with/,
    );
    const othersSignIn = await owner.call('POST', '/web/receipt-senders', { address: OTHER });
    expect(othersSignIn.statusCode).toBe(409);

    // Another person's id can be neither verified nor removed.
    const [mine] = senders(await owner.call('GET', '/web/receipt-senders'));
    if (!mine) throw new Error('not listed');
    const foreignVerify = await other.call('POST', `/web/receipt-senders/${mine.id}/verify`, {
      code: '123456',
    });
    expect(foreignVerify.statusCode).toBe(404);
    await other.call('DELETE', `/web/receipt-senders/${mine.id}`);
    expect(senders(await owner.call('GET', '/web/receipt-senders'))).toHaveLength(1);

    // A mail from it to the other admin's receipt address is theirs to refuse.
    const [otherUser] = await sqlRows<{ public_id: string }>(
      server.db,
      'SELECT public_id FROM users WHERE email = $1',
      [OTHER],
    );
    await expect(
      transport.sendMail({
        from: sender,
        to: server.app.receiptInbox.addressOf(otherUser?.public_id ?? ''),
        subject: 'Receipt',
        attachments: [{ filename: 'x.pdf', content: Buffer.from('%PDF-1.4') }],
      }),
    ).rejects.toMatchObject({ responseCode: 550 });
    await owner.call('DELETE', `/web/receipt-senders/${mine.id}`);
  });

  it('lists an address once and mails one code for 16 adds at once; 16 verifies verify it once', async () => {
    const sender = 'many.at.once@mail.example';
    const adds = await Promise.all(
      Array.from({ length: 16 }, () =>
        owner.call('POST', '/web/receipt-senders', { address: sender }),
      ),
    );
    expect(adds.map((one) => one.statusCode)).toEqual(Array(16).fill(200));
    const rows = await sqlRows<{ n: number }>(
      server.db,
      'SELECT count(*)::int AS n FROM receipt_senders WHERE address = $1',
      [sender],
    );
    expect(rows[0]?.n).toBe(1);
    const mails = await sqlRows<{ n: number }>(
      server.db,
      'SELECT count(*)::int AS n FROM outbox_messages WHERE recipient = $1',
      [sender],
    );
    expect(mails[0]?.n).toBe(1);

    const [listed] = senders(adds[0] ?? (await owner.call('GET', '/web/receipt-senders')));
    if (!listed) throw new Error('not listed');
    const { code } = await latestMessage(server.app, sender);
    const verifies = await Promise.all(
      Array.from({ length: 16 }, () =>
        owner.call('POST', `/web/receipt-senders/${listed.id}/verify`, { code }),
      ),
    );
    expect(verifies.map((one) => one.statusCode)).toEqual(Array(16).fill(200));
    expect(senders(await owner.call('GET', '/web/receipt-senders'))).toMatchObject([
      { address: sender, state: 'verified' },
    ]);
    await owner.call('DELETE', `/web/receipt-senders/${listed.id}`);
  });

  it('keeps at most five addresses per person', async () => {
    for (let n = 0; n < 5; n += 1) {
      const added = await owner.call('POST', '/web/receipt-senders', {
        address: `box${String(n)}@limit.example`,
      });
      expect(added.statusCode).toBe(200);
    }
    const sixth = await owner.call('POST', '/web/receipt-senders', {
      address: 'box5@limit.example',
    });
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json<{ errors: { msg: string } }>().errors.msg).toMatch(/up to 5/);
  });
});
