import { randomUUID } from 'node:crypto';
import type { components } from '@outlay/api-client/schema';
import type { Clock } from '../clock.js';
import type { Db } from '../db/db.js';
import { kyselyOf } from '../db/kysely.js';
import type { NotificationKind } from './kinds.js';
import type { PreferenceOwner } from './preferences.js';

type Schemas = components['schemas'];
export type InAppDetails = Schemas['InAppNotificationDetails'];

/** The header's list shows the newest ones; the count covers them all. */
const LISTED = 50;

/** What was sent "in the app": the header's Notifications. Only ever the owner's own rows. */
export function createInAppNotifications(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  async function list(owner: PreferenceOwner): Promise<Schemas['InAppNotifications']> {
    const queries = kyselyOf(db);
    const [rows, unread] = await Promise.all([
      queries
        .selectFrom('in_app_notifications')
        .select(['public_id', 'kind', 'details', 'created_at', 'read_at'])
        .where('company_id', '=', owner.companyId)
        .where('user_id', '=', owner.userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(LISTED)
        .execute(),
      queries
        .selectFrom('in_app_notifications')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('company_id', '=', owner.companyId)
        .where('user_id', '=', owner.userId)
        .where('read_at', 'is', null)
        .executeTakeFirstOrThrow(),
    ]);
    return {
      notifications: rows.map((row) => ({
        id: row.public_id,
        kind: row.kind,
        details: row.details as InAppDetails,
        createdAt: row.created_at.toISOString(),
        readAt: row.read_at?.toISOString() ?? null,
      })),
      unreadCount: unread.count,
    };
  }

  return {
    list,

    async add(owner: PreferenceOwner, kind: NotificationKind, details: InAppDetails, on: Db = db) {
      await kyselyOf(on)
        .insertInto('in_app_notifications')
        .values({
          company_id: owner.companyId,
          user_id: owner.userId,
          public_id: randomUUID(),
          kind,
          details: JSON.stringify(details),
          created_at: clock.now(),
        })
        .execute();
    },

    /** Some (ids) or all of the owner's unread ones; ids of anyone else's change nothing. */
    async markRead(owner: PreferenceOwner, ids: readonly string[] | undefined) {
      let update = kyselyOf(db)
        .updateTable('in_app_notifications')
        .set({ read_at: clock.now() })
        .where('company_id', '=', owner.companyId)
        .where('user_id', '=', owner.userId)
        .where('read_at', 'is', null);
      if (ids !== undefined) {
        if (ids.length === 0) return list(owner);
        update = update.where('public_id', 'in', ids);
      }
      await update.execute();
      return list(owner);
    },
  };
}

export type InAppNotifications = ReturnType<typeof createInAppNotifications>;
