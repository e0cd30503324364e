import { randomUUID } from 'node:crypto';
import type { ReceiptSenders } from '@outlay/api-client/schema';
import { purposeOf } from '../auth/code-delivery.js';
import type { CodeOwner } from '../auth/one-time-codes.js';
import type { Db } from '../db/db.js';
import { kyselyAcrossCompanies, kyselyOf } from '../db/kysely.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { AppError, asBadRequest } from '../http/errors.js';
import type { Lang } from '../i18n/language.js';
import type { Services } from '../services.js';
import { lockUser } from '../accounts/user-lock.js';

/** How many other addresses one person may send receipts from. */
export const MAX_RECEIPT_SENDERS = 5;

// A verified address is one person's across companies: the look-up table of verified addresses
// (migration 0049) holds each once, keyed by it.
const VERIFIED_ADDRESS_KEY = 'receipt_sender_addresses_pkey';

const taken = () => new AppError(409, 'CONFLICT', 'receiptSenders.taken');
const notFound = () => new AppError(404, 'NOT_FOUND', 'receiptSenders.notFound');

export const normalAddress = (address: string) => address.trim().toLowerCase();

/**
 * The verified extra senders of one person: with their sign-in address, the only addresses
 * whose mail to their receipt address is taken in.
 */
export async function verifiedSendersOf(db: Db, owner: CodeOwner): Promise<string[]> {
  const rows = await kyselyOf(db)
    .selectFrom('receipt_senders')
    .select('address')
    .where('company_id', '=', owner.companyId)
    .where('user_id', '=', owner.userId)
    .where('verified_at', 'is not', null)
    .execute();
  return rows.map((row) => row.address);
}

/**
 * The other addresses a cardholder sends receipts from (issue 37): listed, proved theirs by a
 * code mailed to the address, removed. An address verified by one person is nobody else's, in
 * any company, and never a sign-in address: mail from it could otherwise put receipts into
 * another person's inbox, on another company's entries.
 */
export function createReceiptSenders(services: Pick<Services, 'db' | 'clock' | 'codeDelivery'>) {
  const { db, clock, codeDelivery } = services;

  async function list(viewer: CodeOwner, on: Db = db): Promise<ReceiptSenders> {
    const q = kyselyOf(on);
    const [user, rows] = await Promise.all([
      q
        .selectFrom('users')
        .select('email')
        .where('company_id', '=', viewer.companyId)
        .where('id', '=', viewer.userId)
        .executeTakeFirst(),
      q
        .selectFrom('receipt_senders')
        .select(['public_id', 'address', 'verified_at', 'created_at'])
        .where('company_id', '=', viewer.companyId)
        .where('user_id', '=', viewer.userId)
        .orderBy('created_at')
        .orderBy('id')
        .execute(),
    ]);
    if (!user) throw notFound();
    return {
      signInAddress: user.email,
      senders: rows.map((row) => ({
        id: row.public_id,
        address: row.address,
        state: row.verified_at === null ? 'pending' : 'verified',
        addedAt: row.created_at.toISOString(),
      })),
    };
  }

  /** Refuses `address` when it is a sign-in address, or another person's verified sender. */
  async function assertFree(on: Db, viewer: CodeOwner, address: string): Promise<void> {
    // Addresses are unique across companies, so this one look-up crosses them by that key.
    const across = kyselyAcrossCompanies(on);
    const [signIn, verified] = await Promise.all([
      across
        .selectFrom('users')
        .select('id')
        .where((eb) => eb(eb.fn('lower', ['email']), '=', address))
        .executeTakeFirst(),
      across
        .selectFrom('receipt_senders')
        .select('user_id')
        .where('address', '=', address)
        .where('verified_at', 'is not', null)
        .where('user_id', '!=', viewer.userId)
        .executeTakeFirst(),
    ]);
    if (signIn?.id === viewer.userId) {
      throw new AppError(409, 'CONFLICT', 'receiptSenders.signInAddress');
    }
    if (signIn !== undefined || verified !== undefined) throw taken();
  }

  return {
    list,

    /**
     * Lists `address` (pending) and mails it a code. Once listed, adding it again mails a new
     * code; a repeat within the resend wait answers the list as it is, so many at once make
     * one row and one mail.
     */
    async add(viewer: CodeOwner, rawAddress: string, lang: Lang): Promise<ReceiptSenders> {
      const address = normalAddress(rawAddress);
      const sender = await db.transaction(async (tx) => {
        // Serialises one person's changes, so the limit holds for adds at once.
        await lockUser(tx, viewer);
        await assertFree(tx, viewer, address);
        const q = kyselyOf(tx);
        const existing = await q
          .selectFrom('receipt_senders')
          .select(['public_id', 'verified_at'])
          .where('company_id', '=', viewer.companyId)
          .where('user_id', '=', viewer.userId)
          .where('address', '=', address)
          .executeTakeFirst();
        if (existing) return existing;
        const count = await q
          .selectFrom('receipt_senders')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('company_id', '=', viewer.companyId)
          .where('user_id', '=', viewer.userId)
          .executeTakeFirstOrThrow();
        if (count.n >= MAX_RECEIPT_SENDERS) {
          throw new AppError(409, 'CONFLICT', 'receiptSenders.tooMany');
        }
        return q
          .insertInto('receipt_senders')
          .values({
            public_id: randomUUID(),
            company_id: viewer.companyId,
            user_id: viewer.userId,
            address,
            created_at: clock.now(),
          })
          .returning(['public_id', 'verified_at'])
          .executeTakeFirstOrThrow();
      });
      if (sender.verified_at === null) {
        try {
          await codeDelivery.send(
            viewer,
            { kind: 'receipt-sender', senderId: sender.public_id },
            { channel: 'email', address },
            lang,
          );
        } catch (error) {
          // The same add again within the resend wait: the code it mailed still counts.
          if (!(error instanceof AppError && error.code === 'RATE_LIMITED')) throw error;
        }
      }
      return list(viewer);
    },

    /** The mailed code makes the address a sender; another person's verifying first wins. */
    async verify(viewer: CodeOwner, senderId: string, code: string): Promise<ReceiptSenders> {
      const q = kyselyOf(db);
      const row = await q
        .selectFrom('receipt_senders')
        .select(['id', 'address', 'verified_at'])
        .where('company_id', '=', viewer.companyId)
        .where('user_id', '=', viewer.userId)
        .where('public_id', '=', senderId)
        .executeTakeFirst();
      if (!row) throw notFound();
      if (row.verified_at !== null) return list(viewer);
      await assertFree(db, viewer, row.address);
      const reason = { kind: 'receipt-sender', senderId } as const;
      try {
        await codeDelivery.consume(viewer, reason, code);
      } catch (error) {
        // Many of the same right code at once: one consumed it and verifies the address; the
        // others find its code used and end as it does (the update below is the same one).
        const used = await q
          .selectFrom('one_time_codes')
          .select('id')
          .where('company_id', '=', viewer.companyId)
          .where('user_id', '=', viewer.userId)
          .where('purpose', '=', purposeOf(reason))
          .where('consumed_at', 'is not', null)
          .executeTakeFirst();
        if (!used) throw asBadRequest(error);
      }
      try {
        await q
          .updateTable('receipt_senders')
          .set({ verified_at: clock.now() })
          .where('company_id', '=', viewer.companyId)
          .where('id', '=', row.id)
          .where('verified_at', 'is', null)
          .execute();
      } catch (error) {
        if (isUniqueViolation(error, VERIFIED_ADDRESS_KEY)) throw taken();
        throw error;
      }
      return list(viewer);
    },

    async remove(viewer: CodeOwner, senderId: string): Promise<ReceiptSenders> {
      // Only the person's own row can go; one gone already (the same request sent again, a
      // second tab) ends the same way: not listed.
      await kyselyOf(db)
        .deleteFrom('receipt_senders')
        .where('company_id', '=', viewer.companyId)
        .where('user_id', '=', viewer.userId)
        .where('public_id', '=', senderId)
        .execute();
      return list(viewer);
    },
  };
}

export type ReceiptSendersService = ReturnType<typeof createReceiptSenders>;
