import type { components } from '@outlay/api-client/schema';
import type { Clock } from '../clock.js';
import type { Db } from '../db/db.js';
import { kyselyOf } from '../db/kysely.js';
import { AppError } from '../http/errors.js';
import { isoWeekdayOf } from '@outlay/rules';
import {
  type ChangeableKind,
  type Choice,
  defaultChoice,
  isLocked,
  NOTIFICATION_KINDS,
  type NotificationKind,
  preferenceOf,
} from './kinds.js';

type Schemas = components['schemas'];
type Change = Schemas['NotificationPreferenceChange'];

/** Whose choices: always the signed-in person, in their company. */
export interface PreferenceOwner {
  companyId: number;
  userId: number;
}

const invalid = (
  field: string,
  key: 'notifications.locked' | 'notifications.reminderDayOnly' | 'notifications.kindTwice',
) => new AppError(400, 'VALIDATION', key, {}, {}, { [field]: { key } });

/** Each change as a row to keep, refused when it asks what cannot be. */
function rowsOf(changes: readonly Change[]) {
  const seen = new Set<NotificationKind>();
  const rows: { kind: ChangeableKind; choice: Choice }[] = [];
  changes.forEach((change, index) => {
    const field = `preferences.${String(index)}`;
    if (seen.has(change.kind)) throw invalid(`${field}.kind`, 'notifications.kindTwice');
    seen.add(change.kind);
    if (change.reminderDay !== undefined && change.kind !== 'missingReceipts') {
      throw invalid(`${field}.reminderDay`, 'notifications.reminderDayOnly');
    }
    const kind = change.kind;
    if (isLocked(kind)) {
      // Sent as it is, nothing to keep; anything else would pretend to turn it off.
      const locked = defaultChoice(kind);
      if (
        change.email !== locked.email ||
        change.sms !== locked.sms ||
        change.inApp !== locked.inApp
      ) {
        throw invalid(field, 'notifications.locked');
      }
      return;
    }
    const fallback = defaultChoice(kind).reminderWeekday;
    rows.push({
      kind,
      choice: {
        email: change.email,
        sms: change.sms,
        inApp: change.inApp,
        reminderWeekday:
          kind === 'missingReceipts'
            ? change.reminderDay === undefined
              ? fallback
              : isoWeekdayOf(change.reminderDay)
            : null,
      },
    });
  });
  // One order for every save, so two saves at once lock the same rows in the same order.
  return rows.sort((a, b) => a.kind.localeCompare(b.kind));
}

/** The one preferences table, read by every sender (notifier.ts) and by the settings page. */
export function createNotificationPreferences(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  /** The saved choices of one person (of `kinds` only, when given). */
  function savedRows(owner: PreferenceOwner, on: Db, kinds?: readonly ChangeableKind[]) {
    let rows = kyselyOf(on)
      .selectFrom('notification_preferences')
      .select(['kind', 'email', 'sms', 'in_app', 'reminder_weekday'])
      .where('company_id', '=', owner.companyId)
      .where('user_id', '=', owner.userId);
    if (kinds) rows = rows.where('kind', 'in', kinds);
    return rows.execute();
  }

  type SavedRow = Awaited<ReturnType<typeof savedRows>>[number];

  const choiceOfRow = (row: SavedRow): Choice => ({
    email: row.email,
    sms: row.sms,
    inApp: row.in_app,
    reminderWeekday: row.reminder_weekday,
  });

  /** Every kind's choice for one person: theirs, or the default. */
  async function choices(owner: PreferenceOwner, on: Db = db) {
    const saved = new Map(
      (await savedRows(owner, on)).map((row) => [row.kind as NotificationKind, row]),
    );
    return new Map(
      NOTIFICATION_KINDS.map((kind): [NotificationKind, Choice] => {
        const row = isLocked(kind) ? undefined : saved.get(kind);
        return [kind, row ? choiceOfRow(row) : defaultChoice(kind)];
      }),
    );
  }

  async function list(owner: PreferenceOwner, on: Db = db) {
    const byKind = await choices(owner, on);
    return {
      preferences: NOTIFICATION_KINDS.map((kind) =>
        preferenceOf(kind, byKind.get(kind) ?? defaultChoice(kind)),
      ),
    };
  }

  return {
    list,

    /** One kind's choice, as a sender reads it. */
    async choiceOf(owner: PreferenceOwner, kind: NotificationKind): Promise<Choice> {
      if (isLocked(kind)) return defaultChoice(kind);
      const [row] = await savedRows(owner, db, [kind]);
      return row ? choiceOfRow(row) : defaultChoice(kind);
    },

    /**
     * Keep the changes, all or none, in one upsert, so saves of the same choices at once end
     * as any one of them would; the answer is read in the same transaction, so it is what this
     * save left.
     */
    async save(owner: PreferenceOwner, changes: readonly Change[]) {
      const rows = rowsOf(changes);
      const at = clock.now();
      return db.transaction(async (tx) => {
        if (rows.length > 0) {
          await kyselyOf(tx)
            .insertInto('notification_preferences')
            .values(
              rows.map(({ kind, choice }) => ({
                company_id: owner.companyId,
                user_id: owner.userId,
                kind,
                email: choice.email,
                sms: choice.sms,
                in_app: choice.inApp,
                reminder_weekday: choice.reminderWeekday,
                updated_at: at,
              })),
            )
            .onConflict((oc) =>
              oc.columns(['company_id', 'user_id', 'kind']).doUpdateSet((eb) => ({
                email: eb.ref('excluded.email'),
                sms: eb.ref('excluded.sms'),
                in_app: eb.ref('excluded.in_app'),
                reminder_weekday: eb.ref('excluded.reminder_weekday'),
                updated_at: eb.ref('excluded.updated_at'),
              })),
            )
            .execute();
        }
        return list(owner, tx);
      });
    },
  };
}

export type NotificationPreferences = ReturnType<typeof createNotificationPreferences>;
