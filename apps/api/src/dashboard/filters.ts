import type { DashboardFilters, FilterCard } from '@outlay/api-client/schema';
import type { Db } from '../db/db.js';
import { type Queries, kyselyOf } from '../db/kysely.js';
import type { Viewer } from '../entries/viewer.js';

/** Cards come 25 to a page in the Filter popover (spec part 1 §9). */
export const CARDS_PAGE_SIZE = 25;

/** The company's cards with their holders, the employee's own when `own` is set. */
function cardRows(q: Queries, companyId: number, own: number | null) {
  const cards = q
    .selectFrom('cards as c')
    .innerJoin('users as u', (join) =>
      join.onRef('u.id', '=', 'c.user_id').onRef('u.company_id', '=', 'c.company_id'),
    )
    .select([
      'c.id',
      'c.name',
      'c.last_four',
      'c.card_type',
      'u.first_name',
      'u.last_name',
      'u.role',
    ])
    .where('c.company_id', '=', companyId)
    .orderBy('c.name')
    .orderBy('c.id');
  return own === null ? cards : cards.where('c.user_id', '=', own);
}

type CardRow = Awaited<ReturnType<ReturnType<typeof cardRows>['executeTakeFirstOrThrow']>>;

const toFilterCard = (row: CardRow): FilterCard => ({
  id: row.id,
  cardNumber: row.last_four,
  name: row.name,
  cardType: row.card_type,
  user: { firstName: row.first_name, lastName: row.last_name, role: row.role },
});

/**
 * The Filter popover's options within the viewer's role: an employee picks among their own
 * cards and has no one else to filter by; everyone else sees the company's users and cards.
 * Cards the view already filters by come whole as `selectedCards` when asked for, so a
 * `cardId` link shows its card ticked even when it is not on the first page.
 */
export function createFilters(db: Db) {
  return {
    async options(
      viewer: Viewer,
      page: number,
      selected: readonly number[] = [],
    ): Promise<DashboardFilters> {
      const own = viewer.role === 'employee' ? viewer.userId : null;
      const q = kyselyOf(db);
      const cards = await cardRows(q, viewer.companyId, own)
        .limit(CARDS_PAGE_SIZE + 1)
        .offset(page * CARDS_PAGE_SIZE)
        .execute();
      const chosen =
        selected.length === 0
          ? null
          : await cardRows(q, viewer.companyId, own)
              .where('c.id', 'in', [...selected])
              .execute();
      const ownTypes = q
        .selectFrom('cards')
        .select('card_type')
        .distinct()
        .where('company_id', '=', viewer.companyId)
        .orderBy('card_type', 'desc');
      const types = await (own === null ? ownTypes : ownTypes.where('user_id', '=', own)).execute();
      const users =
        own !== null
          ? []
          : await q
              .selectFrom('users')
              .select(['public_id', 'first_name', 'last_name', 'email', 'role'])
              .where('company_id', '=', viewer.companyId)
              .where('status', '=', 'active')
              .where('needs_password_setup', '=', false)
              .orderBy('first_name')
              .orderBy('last_name')
              .orderBy('id')
              .execute();
      return {
        cardTypes: types.map((row) => row.card_type),
        users: users.map((row) => ({
          id: row.public_id,
          firstName: row.first_name,
          lastName: row.last_name,
          email: row.email,
          role: row.role,
        })),
        cards: cards.slice(0, CARDS_PAGE_SIZE).map(toFilterCard),
        hasMoreRecords: cards.length > CARDS_PAGE_SIZE,
        ...(chosen === null ? {} : { selectedCards: chosen.map(toFilterCard) }),
      };
    },
  };
}
