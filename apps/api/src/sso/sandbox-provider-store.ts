import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';
import type { Clock } from '../clock.js';
import type { Db } from '../db/db.js';
import { kyselyAcrossCompanies } from '../db/kysely.js';
import type { SsoProviderKind } from './identity-provider.js';

/** Rows this long past their expiry are swept away by the next write. */
const SWEEP_AFTER_MS = 60 * 60 * 1000;

/** A jsonb value comes back parsed from PostgreSQL and as text from some drivers. */
const payloadOf = (value: unknown): AdapterPayload =>
  (typeof value === 'string' ? JSON.parse(value) : value) as AdapterPayload;

/**
 * The sandbox identity provider's store (oidc-provider's Adapter) in sandbox_oidc_records, so
 * every Outlay process behind the load balancer sees the same sessions, interactions, grants
 * and codes: the authorization may start on one server, the sign-in page post to a second and
 * the token call reach a third. One table for every model of both tenants; the provider
 * checks each record's own expiry and single use, the rows' `expires_at` only sweeps them.
 */
export function sandboxProviderStore(
  db: Db,
  clock: Clock,
  tenant: SsoProviderKind,
): AdapterFactory {
  const queries = () => kyselyAcrossCompanies(db);

  return (model: string): Adapter => {
    const one = (id: string) =>
      queries()
        .selectFrom('sandbox_oidc_records')
        .select(['payload', 'consumed_at'])
        .where('tenant', '=', tenant)
        .where('model', '=', model)
        .where('id', '=', id);

    const withConsumed = (
      row: { payload: unknown; consumed_at: string | Date | null } | undefined,
    ): AdapterPayload | undefined => {
      if (!row) return undefined;
      const payload = payloadOf(row.payload);
      // oidc-provider reads `consumed` to refuse a code used once already.
      if (row.consumed_at !== null) {
        payload.consumed = Math.floor(new Date(row.consumed_at).getTime() / 1000);
      }
      return payload;
    };

    return {
      async upsert(id, payload, expiresIn) {
        const now = clock.now();
        const values = {
          payload: JSON.stringify(payload),
          grant_id: payload.grantId ?? null,
          uid: payload.uid ?? null,
          user_code: payload.userCode ?? null,
          expires_at: new Date(now.getTime() + expiresIn * 1000),
        };
        await queries()
          .insertInto('sandbox_oidc_records')
          .values({ tenant, model, id, ...values })
          .onConflict((conflict) => conflict.columns(['tenant', 'model', 'id']).doUpdateSet(values))
          .execute();
        await queries()
          .deleteFrom('sandbox_oidc_records')
          .where('expires_at', '<', new Date(now.getTime() - SWEEP_AFTER_MS))
          .execute();
      },

      async find(id) {
        return withConsumed(await one(id).executeTakeFirst());
      },

      async findByUid(uid) {
        const row = await queries()
          .selectFrom('sandbox_oidc_records')
          .select(['payload', 'consumed_at'])
          .where('tenant', '=', tenant)
          .where('model', '=', model)
          .where('uid', '=', uid)
          .executeTakeFirst();
        return withConsumed(row);
      },

      async findByUserCode(userCode) {
        const row = await queries()
          .selectFrom('sandbox_oidc_records')
          .select(['payload', 'consumed_at'])
          .where('tenant', '=', tenant)
          .where('model', '=', model)
          .where('user_code', '=', userCode)
          .executeTakeFirst();
        return withConsumed(row);
      },

      async consume(id) {
        await queries()
          .updateTable('sandbox_oidc_records')
          .set({ consumed_at: clock.now() })
          .where('tenant', '=', tenant)
          .where('model', '=', model)
          .where('id', '=', id)
          .where('consumed_at', 'is', null)
          .execute();
      },

      async destroy(id) {
        await queries()
          .deleteFrom('sandbox_oidc_records')
          .where('tenant', '=', tenant)
          .where('model', '=', model)
          .where('id', '=', id)
          .execute();
      },

      async revokeByGrantId(grantId) {
        await queries()
          .deleteFrom('sandbox_oidc_records')
          .where('tenant', '=', tenant)
          .where('grant_id', '=', grantId)
          .execute();
      },
    };
  };
}
