import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Entries } from '../db/schema.js';
import type { Role, Session } from '../http/security.js';

/** Who is looking: the caller's company, user and role decide which entries exist for them. */
export interface Viewer {
  companyId: number;
  userId: number;
  role: Role;
}

export const viewerOf = (session: Session): Viewer => ({
  companyId: session.companyId,
  userId: session.userId,
  role: session.role,
});

/**
 * The entries (alias `e`) a viewer sees. Admin and bookkeeper: the whole company. Manager:
 * every card transaction of the company, and their own transfers (payments and Capital are
 * admin pages, §6). Employee: their own card transactions and transfers. Loan instalments
 * belong to the company, so only admin and bookkeeper see them.
 */
export function viewerScope(
  eb: ExpressionBuilder<{ e: Entries }, 'e'>,
  viewer: Viewer,
): Expression<SqlBool> {
  const company = eb('e.company_id', '=', viewer.companyId);
  switch (viewer.role) {
    case 'admin':
    case 'bookkeeper':
      return company;
    case 'manager':
      return eb.and([
        company,
        eb.or([
          eb('e.kind', '=', 'card'),
          eb.and([eb('e.kind', '=', 'payment'), eb('e.user_id', '=', viewer.userId)]),
        ]),
      ]);
    case 'employee':
      return eb.and([
        company,
        eb('e.user_id', '=', viewer.userId),
        eb('e.kind', 'in', ['card', 'payment']),
      ]);
  }
}

/** Whether the viewer sees the company's figures (amount due, total limit) or only their own. */
export const seesCompanyFigures = (viewer: Viewer) =>
  viewer.role === 'admin' || viewer.role === 'bookkeeper';
