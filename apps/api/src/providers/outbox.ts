import type { OutboxMessage } from '@outlay/api-client/schema';
import type { Clock } from '../clock.js';
import type { Db } from '../db/db.js';
import { kyselyAcrossCompanies, kyselyOf } from '../db/kysely.js';

export type { OutboxMessage } from '@outlay/api-client/schema';

export interface Email {
  /** Null for people outside any company. */
  companyId: number | null;
  to: string;
  subject: string;
  text: string;
  /** The one-time code the message carries, so the demo outbox can show it apart. */
  code?: string;
}

export interface TextMessage {
  companyId: number | null;
  to: string;
  text: string;
  code?: string;
}

export interface Mailer {
  sendEmail(email: Email): Promise<void>;
}

export interface SmsSender {
  sendSms(message: TextMessage): Promise<void>;
}

export interface OutboxOptions {
  /** Keep the code in its own column (demo mode) so the outbox can show it; off otherwise. */
  keepCodes: boolean;
}

async function record(
  db: Db,
  clock: Clock,
  options: OutboxOptions,
  channel: 'email' | 'sms',
  message: { companyId: number | null; to: string; subject: string; text: string; code?: string },
) {
  await kyselyOf(db)
    .insertInto('outbox_messages')
    .values({
      company_id: message.companyId,
      channel,
      recipient: message.to,
      subject: message.subject,
      body: message.text,
      code: options.keepCodes ? (message.code ?? null) : null,
      created_at: clock.now(),
    })
    .execute();
}

/** The sandbox mailer: nothing leaves the machine; messages land in the outbox table. */
export function createSandboxMailer(db: Db, clock: Clock, options: OutboxOptions): Mailer {
  return { sendEmail: (email) => record(db, clock, options, 'email', email) };
}

export function createSandboxSms(db: Db, clock: Clock, options: OutboxOptions): SmsSender {
  return {
    sendSms: (message) => record(db, clock, options, 'sms', { ...message, subject: '' }),
  };
}

/** Newest first, optionally only those to one address or number. */
export async function listOutbox(
  db: Db,
  options: { to?: string | undefined; limit?: number },
): Promise<OutboxMessage[]> {
  const { to } = options;
  // The demo outbox shows every company's messages: it is the sandbox's inbox, not a company's.
  const rows = await kyselyAcrossCompanies(db)
    .selectFrom('outbox_messages')
    .select(['channel', 'recipient', 'subject', 'body', 'code', 'created_at'])
    .$if(to !== undefined, (query) =>
      query.where((eb) => eb(eb.fn('lower', ['recipient']), '=', eb.fn('lower', [eb.val(to)]))),
    )
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(options.limit ?? 100)
    .execute();
  return rows.map((row) => ({
    channel: row.channel,
    to: row.recipient,
    subject: row.subject,
    text: row.body,
    code: row.code,
    createdAt: row.created_at.toISOString(),
  }));
}
