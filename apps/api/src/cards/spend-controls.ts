import type { components, Role, RoleSpendControl } from '@outlay/api-client/schema';
import type { Clock } from '../clock.js';
import type { Db } from '../db/db.js';
import { kyselyOf } from '../db/kysely.js';
import type { Viewer } from '../entries/viewer.js';

type Schemas = components['schemas'];

const ROLES = ['admin', 'manager', 'employee'] as const;

/** A role's control as stored: its limit is the column's decimal text, exactly. */
export interface StoredControl {
  spendLimit: string | null;
  limitPeriod: RoleSpendControl['limitPeriod'];
  allowedCategories: RoleSpendControl['allowedCategories'];
}

/** A role never set, and a bookkeeper (who holds no card): no limit, monthly, any category. */
const NO_CONTROL: StoredControl = {
  spendLimit: null,
  limitPeriod: 'monthly',
  allowedCategories: [],
};

/** The control a new card of a holder with `role` starts with. */
export async function roleControlOf(db: Db, companyId: number, role: Role): Promise<StoredControl> {
  if (role === 'bookkeeper') return NO_CONTROL;
  const row = await kyselyOf(db)
    .selectFrom('card_spend_controls')
    .select(['spend_limit', 'limit_period', 'allowed_categories'])
    .where('company_id', '=', companyId)
    .where('role', '=', role)
    .$narrowType<{ allowed_categories: RoleSpendControl['allowedCategories'] }>()
    .executeTakeFirst();
  return row
    ? {
        spendLimit: row.spend_limit,
        limitPeriod: row.limit_period,
        allowedCategories: row.allowed_categories,
      }
    : NO_CONTROL;
}

/** The scope a new card starts with: the control's categories, or anywhere when it has none. */
export const scopeOfControl = (control: StoredControl) => ({
  limitScope:
    control.allowedCategories.length > 0 ? ('merchant-category' as const) : ('user' as const),
  allowedCategories: control.allowedCategories,
});

/**
 * /spend-controls (admin): the limit, its period and the categories a new card starts with, by
 * its holder's role. A role never set starts with no limit, monthly, any category.
 */
export function createSpendControls(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  async function read(viewer: Viewer): Promise<Schemas['SpendControls']> {
    const q = kyselyOf(db);
    const rows = await q
      .selectFrom('card_spend_controls')
      .select(['role', 'spend_limit', 'limit_period', 'allowed_categories'])
      .where('company_id', '=', viewer.companyId)
      .$narrowType<{ allowed_categories: RoleSpendControl['allowedCategories'] }>()
      .execute();
    const company = await q
      .selectFrom('companies')
      .select('platform_currency as currency')
      .where('id', '=', viewer.companyId)
      .executeTakeFirst();
    return {
      currency: company?.currency ?? 'USD',
      controls: ROLES.map((role) => {
        const row = rows.find((candidate) => candidate.role === role);
        return {
          role,
          spendLimit: row?.spend_limit ? Number(row.spend_limit) : null,
          limitPeriod: row?.limit_period ?? 'monthly',
          allowedCategories: row?.allowed_categories ?? [],
        };
      }),
    };
  }

  return {
    read,
    async update(viewer: Viewer, controls: readonly RoleSpendControl[]) {
      await db.transaction(async (tx) => {
        const q = kyselyOf(tx);
        for (const control of controls) {
          await q
            .insertInto('card_spend_controls')
            .values({
              company_id: viewer.companyId,
              role: control.role,
              spend_limit: control.spendLimit,
              limit_period: control.limitPeriod,
              allowed_categories: control.allowedCategories,
              updated_at: clock.now(),
            })
            .onConflict((conflict) =>
              conflict.columns(['company_id', 'role']).doUpdateSet((eb) => ({
                spend_limit: eb.ref('excluded.spend_limit'),
                limit_period: eb.ref('excluded.limit_period'),
                allowed_categories: eb.ref('excluded.allowed_categories'),
                updated_at: eb.ref('excluded.updated_at'),
              })),
            )
            .execute();
        }
      });
      return read(viewer);
    },
  };
}

export type SpendControls = ReturnType<typeof createSpendControls>;
