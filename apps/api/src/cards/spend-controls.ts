import type { components, RoleSpendControl } from '@outlay/api-client/schema';
import type { Clock } from '../clock.js';
import type { Db } from '../db/db.js';
import type { Viewer } from '../entries/viewer.js';

type Schemas = components['schemas'];

const ROLES = ['admin', 'manager', 'employee'] as const;

interface ControlRow extends Record<string, unknown> {
  role: RoleSpendControl['role'];
  spend_limit: string | null;
  limit_period: RoleSpendControl['limitPeriod'];
  allowed_categories: RoleSpendControl['allowedCategories'];
}

/**
 * /spend-controls (admin): the limit, its period and the categories a new card starts with, by
 * its holder's role. A role never set starts with no limit, monthly, any category.
 */
export function createSpendControls(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  async function read(viewer: Viewer): Promise<Schemas['SpendControls']> {
    const rows = await db.query<ControlRow>(
      `SELECT role, spend_limit::text, limit_period, allowed_categories
         FROM card_spend_controls WHERE company_id = $1`,
      [viewer.companyId],
    );
    const [company] = await db.query<{ currency: string }>(
      'SELECT platform_currency AS currency FROM companies WHERE id = $1',
      [viewer.companyId],
    );
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
        for (const control of controls) {
          await tx.query(
            `INSERT INTO card_spend_controls
               (company_id, role, spend_limit, limit_period, allowed_categories, updated_at)
             VALUES ($1, $2, $3, $4, $5, $6)
             ON CONFLICT (company_id, role) DO UPDATE
               SET spend_limit = EXCLUDED.spend_limit, limit_period = EXCLUDED.limit_period,
                   allowed_categories = EXCLUDED.allowed_categories, updated_at = EXCLUDED.updated_at`,
            [
              viewer.companyId,
              control.role,
              control.spendLimit,
              control.limitPeriod,
              control.allowedCategories,
              clock.now(),
            ],
          );
        }
      });
      return read(viewer);
    },
  };
}

export type SpendControls = ReturnType<typeof createSpendControls>;
