// Receipt inbox rows (issue 37): a mail is kept once however often it is delivered, a mail's
// part makes one receipt however often its job runs, and a receipt cannot land on an entry of
// another company (nor of another cardholder).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/db.js';
import { type InboxOwner, inboxStore } from '../src/receipt-inbox/store.js';
import { sqlRows } from './support/sql-rows.js';
import { type TestDb, openSeededTestDb } from './support/test-db.js';

let handle: TestDb;
let db: Db;
let owner: InboxOwner;
const at = new Date('2026-01-10T12:00:00Z');

beforeAll(async () => {
  handle = await openSeededTestDb();
  db = handle.db;
  const [user] = await sqlRows<{ public_id: string }>(
    db,
    `SELECT public_id FROM users WHERE email = 'mx.admin@demo.outlay.test'`,
  );
  const found = await inboxStore.ownerOfKey(db, (user?.public_id ?? '').replaceAll('-', ''));
  if (!found) throw new Error('seeded owner missing');
  owner = found;
});
afterAll(() => handle.dispose());

async function newMail(dedupeKey: string) {
  return inboxStore.insertMail(db, {
    owner,
    dedupeKey,
    sender: owner.email,
    subject: 'Receipt',
    rawStorageKey: `receipt-inbox/test-${dedupeKey.replace(/[^a-z0-9]/g, '')}`,
    receivedAt: at,
  });
}

describe('receipt inbox rows', () => {
  it('finds the owner by the key of their address, and no one by a made-up key', async () => {
    expect(owner.companyId).toBe(2);
    expect(await inboxStore.ownerOfKey(db, '0'.repeat(32))).toBeNull();
    expect(await inboxStore.ownerOfKey(db, 'not-a-key')).toBeNull();
  });

  it('keeps the same mail (Message-ID) once, and one receipt per part', async () => {
    const first = await newMail('k:<same@example.com>');
    expect(first).not.toBeNull();
    expect(await newMail('k:<same@example.com>')).toBeNull();
    const part = {
      companyId: owner.companyId,
      userId: owner.userId,
      mailId: first ?? 0,
      partIndex: 0,
      fileName: 'ticket.pdf',
      contentType: 'application/pdf',
      sizeBytes: 10,
      storageKey: 'receipt-inbox/part-a',
      at,
    };
    expect(await inboxStore.insertReceipt(db, part)).toBe(true);
    expect(
      await inboxStore.insertReceipt(db, { ...part, storageKey: 'receipt-inbox/part-b' }),
    ).toBe(false);
    expect(await inboxStore.receiptsOfMail(db, owner.companyId, first ?? 0)).toHaveLength(1);
  });

  it("refuses another company's entry and another cardholder's", async () => {
    const mailId = (await newMail('k:<foreign@example.com>')) ?? 0;
    await inboxStore.insertReceipt(db, {
      companyId: owner.companyId,
      userId: owner.userId,
      mailId,
      partIndex: 0,
      fileName: 'ticket.pdf',
      contentType: 'application/pdf',
      sizeBytes: 10,
      storageKey: 'receipt-inbox/part-c',
      at,
    });
    const [receipt] = await inboxStore.receiptsOfMail(db, owner.companyId, mailId);
    if (!receipt) throw new Error('receipt missing');
    const [foreign] = await sqlRows<{ id: number }>(
      db,
      `SELECT id FROM entries WHERE company_id <> $1 AND kind = 'card' LIMIT 1`,
      [owner.companyId],
    );
    const [colleague] = await sqlRows<{ id: number }>(
      db,
      `SELECT id FROM entries WHERE company_id = $1 AND kind = 'card' AND user_id <> $2 LIMIT 1`,
      [owner.companyId, owner.userId],
    );
    expect(await inboxStore.attach(db, receipt, foreign?.id ?? 0, 'receipts/x-1', at)).toBeNull();
    if (colleague) {
      expect(await inboxStore.attach(db, receipt, colleague.id, 'receipts/x-2', at)).toBeNull();
    }
    // The database itself refuses the pair, whoever writes it.
    await expect(
      db.execute(`UPDATE inbox_receipts SET entry_id = $1 WHERE id = $2`, [
        foreign?.id,
        receipt.id,
      ]),
    ).rejects.toThrow(/foreign key/i);
    const [own] = await sqlRows<{ id: number }>(
      db,
      `SELECT e.id FROM entries e JOIN card_transactions t ON t.entry_id = e.id
        WHERE e.company_id = $1 AND e.user_id = $2 AND e.receipt_count < 10 LIMIT 1`,
      [owner.companyId, owner.userId],
    );
    expect(await inboxStore.attach(db, receipt, own?.id ?? 0, 'receipts/x-3', at)).not.toBeNull();
    const after = await inboxStore.receipt(db, owner.companyId, receipt.publicId);
    expect(after?.state).toBe('matched');
    expect(after?.entryId).toBe(own?.id);
  });
});
