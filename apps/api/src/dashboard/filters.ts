import type { DashboardFilters, CardType, FilterCard } from '@outlay/api-client/schema';
import type { Db } from '../db/db.js';
import type { Role } from '../http/security.js';
import type { Viewer } from '../entries/viewer.js';

/** Cards come 25 to a page in the Filter popover (spec part 1 §9). */
export const CARDS_PAGE_SIZE = 25;

interface CardRow extends Record<string, unknown> {
  id: number;
  name: string;
  last_four: string;
  card_type: CardType;
  first_name: string;
  last_name: string;
  role: Role;
}

interface UserRow extends Record<string, unknown> {
  public_id: string;
  first_name: string;
  last_name: string;
  email: string;
  role: Role;
}

const CARD_COLUMNS = `c.id, c.name, c.last_four, c.card_type, u.first_name, u.last_name, u.role
  FROM cards c JOIN users u ON u.id = c.user_id`;

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
      const cards = await db.query<CardRow>(
        `SELECT ${CARD_COLUMNS}
          WHERE c.company_id = $1 AND ($2::int IS NULL OR c.user_id = $2)
          ORDER BY c.name, c.id
          LIMIT $3 OFFSET $4`,
        [viewer.companyId, own, CARDS_PAGE_SIZE + 1, page * CARDS_PAGE_SIZE],
      );
      const chosen =
        selected.length === 0
          ? null
          : await db.query<CardRow>(
              `SELECT ${CARD_COLUMNS}
                WHERE c.company_id = $1 AND ($2::int IS NULL OR c.user_id = $2)
                  AND c.id = ANY($3::int[])
                ORDER BY c.name, c.id`,
              [viewer.companyId, own, selected],
            );
      const types = await db.query<{ card_type: CardType }>(
        `SELECT DISTINCT card_type FROM cards
          WHERE company_id = $1 AND ($2::int IS NULL OR user_id = $2) ORDER BY card_type DESC`,
        [viewer.companyId, own],
      );
      const users =
        own !== null
          ? []
          : await db.query<UserRow>(
              `SELECT public_id, first_name, last_name, email, role FROM users
                WHERE company_id = $1 AND status = 'active' AND NOT needs_password_setup
                ORDER BY first_name, last_name, id`,
              [viewer.companyId],
            );
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
