import type { BankLinkingLogEntry } from '@outlay/api-client/schema';
import type { Clock } from '../clock.js';
import type { Db } from '../db/db.js';
import { kyselyOf } from '../db/kysely.js';
import type { Lang } from '../i18n/language.js';
import { type MessageKey, translate } from '../i18n/messages.js';
import type { ProviderEvent } from './provider.js';

/** How many entries the log answers. */
export const LOG_ENTRIES = 50;

/**
 * The integration log of bank links (the client state's `bankAccountIntegrationLogs`): every
 * step, with whether it succeeded. Failures are kept as message keys and worded for the reader.
 */
export function createBankLinkingLogs(db: Db, clock: Clock) {
  return {
    async record(target: Db, event: ProviderEvent) {
      await kyselyOf(target)
        .insertInto('bank_linking_logs')
        .values({
          company_id: event.companyId,
          user_id: event.userId,
          provider: event.provider,
          event: event.event,
          succeed: event.succeed,
          institution_name: event.institutionName,
          failure: event.failure,
          created_at: clock.now(),
        })
        .execute();
    },

    async newest(companyId: number, lang: Lang): Promise<BankLinkingLogEntry[]> {
      const rows = await kyselyOf(db)
        .selectFrom('bank_linking_logs')
        .select((eb) => [
          'id',
          'provider',
          'event',
          'succeed',
          'institution_name',
          // Written from ProviderEvent's `failure`, a message key.
          eb.ref('failure').$castTo<MessageKey | null>().as('failure'),
          'created_at',
        ])
        .where('company_id', '=', companyId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(LOG_ENTRIES)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        provider: row.provider,
        event: row.event,
        succeed: row.succeed,
        institutionName: row.institution_name,
        detail: row.failure ? translate(lang, row.failure) : null,
        createdAt: row.created_at.toISOString(),
      }));
    },
  };
}

export type BankLinkingLogs = ReturnType<typeof createBankLinkingLogs>;
