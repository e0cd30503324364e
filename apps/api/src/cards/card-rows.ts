import type {
  components,
  Card,
  CardDetails,
  AccountStatus as CardStatus,
  ExpenseCategory,
  CardMerchant,
} from '@outlay/api-client/schema';
import { merchantCategoryOf } from '@outlay/rules';
import type { Db } from '../db/db.js';
import { SqlParams } from '../entries/sql-params.js';
import type { Viewer } from '../entries/viewer.js';
import { AppError } from '../http/errors.js';
import type { IssuerName } from './issuer/card-issuer.js';
import { permissionsFor } from './card-permissions.js';

type Schemas = components['schemas'];

/** A merchant as the scope columns read it; its category comes from its code. */
export interface MerchantRow extends Record<string, unknown> {
  id: number;
  name: string;
  mcc: string;
  mccDescription: string;
}

export const toCardMerchant = (merchant: MerchantRow): CardMerchant => ({
  id: merchant.id,
  name: merchant.name,
  category: merchantCategoryOf(merchant.mcc),
  mccDescription: merchant.mccDescription,
});

/** The cards page's page size. */
export const CARDS_PAGE_SIZE = 20;

export interface CardRow extends Record<string, unknown> {
  id: number;
  user_id: number;
  name: string;
  last_four: string;
  card_type: 'virtual' | 'physical';
  status: CardStatus;
  suspected_fraud: boolean;
  spend_limit: string | null;
  limit_period: 'monthly' | 'lifetime';
  allowed_categories: ExpenseCategory[];
  limit_scope: Schemas['CardLimitScope'];
  allowed_merchant_ids: number[];
  allowed_merchants: MerchantRow[];
  issuer: IssuerName | null;
  issuer_token: string | null;
  expiry_month: number | null;
  expiry_year: number | null;
  pin_set_at: Date | null;
  replaces_card_id: number | null;
  replaced_by_card_id: number | null;
  created_at: Date;
  holder_public_id: string;
  holder_first_name: string;
  holder_last_name: string;
  holder_role: Schemas['Role'];
  spent: string;
  currency: string;
}

/**
 * The columns of a card with its holder, its spend in its current period (the month from the
 * company's first of the month, or ever) and its replacement. `monthStart` is the timestamp
 * parameter of the month's start in the company's time zone.
 */
export function cardColumns(monthStart: string): string {
  return `c.id, c.user_id, c.name, c.last_four, c.card_type, c.status, c.suspected_fraud,
          c.spend_limit::text AS spend_limit, c.limit_period, c.allowed_categories, c.issuer,
          c.limit_scope, c.allowed_merchant_ids,
          (SELECT COALESCE(json_agg(json_build_object('id', m.id, 'name', m.clean_name,
                    'mcc', m.mcc, 'mccDescription', m.mcc_description) ORDER BY m.clean_name), '[]'::json)
             FROM merchants m WHERE m.id = ANY (c.allowed_merchant_ids)) AS allowed_merchants,
          c.issuer_token, c.expiry_month, c.expiry_year, c.pin_set_at, c.replaces_card_id,
          (SELECT r.id FROM cards r WHERE r.replaces_card_id = c.id ORDER BY r.id LIMIT 1)
            AS replaced_by_card_id,
          c.created_at, u.public_id AS holder_public_id, u.first_name AS holder_first_name,
          u.last_name AS holder_last_name, u.role AS holder_role,
          co.platform_currency AS currency,
          (SELECT COALESCE(sum(e.amount), 0)::text FROM entries e
            WHERE e.card_id = c.id AND e.kind = 'card'
              AND (c.limit_period = 'lifetime' OR e.occurred_at >= ${monthStart})) AS spent`;
}

export const CARD_JOINS = `FROM cards c JOIN users u ON u.id = c.user_id JOIN companies co ON co.id = c.company_id`;

/** The cards a viewer sees (alias `c`): the company's for admin and manager, their own otherwise. */
export function cardScope(viewer: Viewer, params: SqlParams): string {
  const company = `c.company_id = ${params.add(viewer.companyId)}`;
  return viewer.role === 'admin' || viewer.role === 'manager'
    ? company
    : `${company} AND c.user_id = ${params.add(viewer.userId)}`;
}

export function toCard(row: CardRow): Card {
  return {
    id: row.id,
    name: row.name,
    lastFour: row.last_four,
    cardType: row.card_type,
    status: row.status,
    suspectedFraud: row.suspected_fraud,
    holder: {
      id: row.holder_public_id,
      firstName: row.holder_first_name,
      lastName: row.holder_last_name,
      role: row.holder_role,
    },
    spendLimit: row.spend_limit === null ? null : Number(row.spend_limit),
    limitPeriod: row.limit_period,
    spent: Number(row.spent),
    currency: row.currency,
    createdAt: row.created_at.toISOString(),
  };
}

export function toCardDetails(row: CardRow, viewer: Viewer): CardDetails {
  return {
    ...toCard(row),
    limitScope: row.limit_scope,
    allowedMerchants:
      row.limit_scope === 'merchant' ? row.allowed_merchants.map(toCardMerchant) : [],
    allowedCategories: row.limit_scope === 'merchant-category' ? row.allowed_categories : [],
    pinSet: row.pin_set_at !== null,
    expiryMonth: row.expiry_month ?? 12,
    expiryYear: row.expiry_year ?? row.created_at.getUTCFullYear() + 3,
    replacesCardId: row.replaces_card_id,
    replacedByCardId: row.replaced_by_card_id,
    permissions: permissionsFor(viewer, row),
  };
}

export const cardNotFound = () => new AppError(404, 'NOT_FOUND', 'cards.notFound');

/** One card the viewer sees, or 404 (never 403: a card outside the scope does not exist). */
export async function visibleCard(
  db: Db,
  viewer: Viewer,
  cardId: number,
  monthStart: Date,
): Promise<CardRow> {
  const params = new SqlParams();
  const start = params.add(monthStart);
  const scope = cardScope(viewer, params);
  const [row] = await db.query<CardRow>(
    `SELECT ${cardColumns(start)} ${CARD_JOINS} WHERE ${scope} AND c.id = ${params.add(cardId)}`,
    params.values,
  );
  if (!row) throw cardNotFound();
  return row;
}
