import type { BankLinkingLogEntry } from '@outlay/api-client/schema';
import type { Clock } from '../clock.js';
import type { Db } from '../db/db.js';
import type { Lang } from '../i18n/language.js';
import { type MessageKey, translate } from '../i18n/messages.js';
import type { BankLinkingProvider, ProviderEvent } from './provider.js';

/** How many entries the log answers. */
export const LOG_ENTRIES = 50;

interface LogRow extends Record<string, unknown> {
  id: number;
  provider: BankLinkingProvider;
  event: BankLinkingLogEntry['event'];
  succeed: boolean;
  institution_name: string | null;
  failure: MessageKey | null;
  created_at: Date | string;
}

/**
 * The integration log of bank links (the client state's `bankAccountIntegrationLogs`): every
 * step, with whether it succeeded. Failures are kept as message keys and worded for the reader.
 */
export function createBankLinkingLogs(db: Db, clock: Clock) {
  return {
    async record(target: Db, event: ProviderEvent) {
      await target.query(
        `INSERT INTO bank_linking_logs
           (company_id, user_id, provider, event, succeed, institution_name, failure, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          event.companyId,
          event.userId,
          event.provider,
          event.event,
          event.succeed,
          event.institutionName,
          event.failure,
          clock.now(),
        ],
      );
    },

    async newest(companyId: number, lang: Lang): Promise<BankLinkingLogEntry[]> {
      const rows = await db.query<LogRow>(
        `SELECT id, provider, event, succeed, institution_name, failure, created_at
           FROM bank_linking_logs WHERE company_id = $1
          ORDER BY created_at DESC, id DESC LIMIT $2`,
        [companyId, LOG_ENTRIES],
      );
      return rows.map((row) => ({
        id: row.id,
        provider: row.provider,
        event: row.event,
        succeed: row.succeed,
        institutionName: row.institution_name,
        detail: row.failure ? translate(lang, row.failure) : null,
        createdAt: new Date(row.created_at).toISOString(),
      }));
    },
  };
}

export type BankLinkingLogs = ReturnType<typeof createBankLinkingLogs>;
