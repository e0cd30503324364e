import type { OutboxMessage } from '@outlay/api-client/schema';
import type { Clock } from '../clock.js';
import type { Db } from '../db/db.js';

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
  await db.query(
    `INSERT INTO outbox_messages (company_id, channel, recipient, subject, body, code, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      message.companyId,
      channel,
      message.to,
      message.subject,
      message.text,
      options.keepCodes ? (message.code ?? null) : null,
      clock.now(),
    ],
  );
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

interface OutboxRow extends Record<string, unknown> {
  channel: OutboxMessage['channel'];
  recipient: string;
  subject: string;
  body: string;
  code: string | null;
  created_at: Date;
}

/** Newest first, optionally only those to one address or number. */
export async function listOutbox(
  db: Db,
  options: { to?: string | undefined; limit?: number },
): Promise<OutboxMessage[]> {
  const rows = await db.query<OutboxRow>(
    `SELECT channel, recipient, subject, body, code, created_at FROM outbox_messages
      WHERE ($1::text IS NULL OR lower(recipient) = lower($1))
      ORDER BY created_at DESC, id DESC LIMIT $2`,
    [options.to ?? null, options.limit ?? 100],
  );
  return rows.map((row) => ({
    channel: row.channel,
    to: row.recipient,
    subject: row.subject,
    text: row.body,
    code: row.code,
    createdAt: row.created_at.toISOString(),
  }));
}
