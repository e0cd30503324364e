import type { Card, CardDetails, ExpenseCategory, CardMerchant } from '@outlay/api-client/schema';
import { merchantCategoryOf } from '@outlay/rules';
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Db } from '../db/db.js';
import { type Queries, kyselyOf } from '../db/kysely.js';
import type { Cards, Companies, Merchants, Users } from '../db/schema.js';
import type { Viewer } from '../entries/viewer.js';
import { AppError } from '../http/errors.js';
import { permissionsFor } from './card-permissions.js';

/** A merchant as a card's scope, its declines and the picker show it (alias `m`). */
export const MERCHANT_COLUMNS = [
  'm.id',
  'm.clean_name as name',
  'm.mcc',
  'm.mcc_description as mccDescription',
] as const;

/** A merchant as MERCHANT_COLUMNS read it; its category comes from its code. */
export type MerchantRow = Pick<Merchants, 'id' | 'mcc'> & { name: string; mccDescription: string };

export const toCardMerchant = (merchant: MerchantRow): CardMerchant => ({
  id: merchant.id,
  name: merchant.name,
  category: merchantCategoryOf(merchant.mcc),
  mccDescription: merchant.mccDescription,
});

/** The cards page's page size. */
export const CARDS_PAGE_SIZE = 20;

/** A card (`c`) with its holder (`u`) and company (`co`), as every card query reads it. */
export type CardSources = { c: Cards; u: Users; co: Companies };

/** Cards joined to their holder and company; callers pin `c` to one company. */
export function cardsWithHolders(q: Queries) {
  return q
    .selectFrom('cards as c')
    .innerJoin('users as u', (join) =>
      join.onRef('u.id', '=', 'c.user_id').onRef('u.company_id', '=', 'c.company_id'),
    )
    .innerJoin('companies as co', 'co.id', 'c.company_id');
}

/**
 * A card with its holder, its spend in its current period (the month from `monthStart`, the
 * first of the month in the company's time zone, or ever) and its replacement.
 */
export function cardRows(q: Queries, monthStart: Date) {
  return cardsWithHolders(q)
    .select((eb) => [
      'c.id',
      'c.user_id',
      'c.name',
      'c.last_four',
      'c.card_type',
      'c.status',
      'c.suspected_fraud',
      'c.spend_limit',
      'c.limit_period',
      'c.allowed_categories',
      'c.issuer',
      'c.limit_scope',
      'c.allowed_merchant_ids',
      jsonArrayFrom(
        eb
          .selectFrom('merchants as m')
          .select(MERCHANT_COLUMNS)
          .where('m.id', '=', eb.fn.any('c.allowed_merchant_ids'))
          .orderBy('m.clean_name'),
      ).as('allowed_merchants'),
      'c.issuer_token',
      'c.expiry_month',
      'c.expiry_year',
      'c.pin_set_at',
      'c.replaces_card_id',
      eb
        .selectFrom('cards as r')
        .select('r.id')
        .whereRef('r.replaces_card_id', '=', 'c.id')
        .whereRef('r.company_id', '=', 'c.company_id')
        .orderBy('r.id')
        .limit(1)
        .as('replaced_by_card_id'),
      'c.created_at',
      'u.public_id as holder_public_id',
      'u.first_name as holder_first_name',
      'u.last_name as holder_last_name',
      'u.role as holder_role',
      'co.platform_currency as currency',
      eb
        .selectFrom('entries as e')
        .select((spent) =>
          spent
            .cast<string>(
              spent.fn.coalesce(spent.fn.sum<string>('e.amount'), sql<string>`0`),
              'text',
            )
            .as('spent'),
        )
        .whereRef('e.card_id', '=', 'c.id')
        .whereRef('e.company_id', '=', 'c.company_id')
        .where('e.kind', '=', 'card')
        // One lower bound for both periods (a lifetime limit counts from the beginning), so the
        // index on (company_id, card_id, occurred_at) reads only the period's entries; an OR of
        // the two read every entry of the card at scale (bench:scale's cards list).
        .where((spent) =>
          spent(
            'e.occurred_at',
            '>=',
            spent
              .case()
              .when('c.limit_period', '=', 'lifetime')
              .then(sql<Date>`'-infinity'::timestamptz`)
              .else(monthStart)
              .end(),
          ),
        )
        .as('spent'),
    ])
    .$narrowType<{ allowed_categories: ExpenseCategory[]; spent: string }>();
}

export type CardRow = Awaited<ReturnType<ReturnType<typeof cardRows>['executeTakeFirstOrThrow']>>;

/** The cards a viewer sees: the company's for admin and manager, their own otherwise. */
export function cardScope(
  eb: ExpressionBuilder<CardSources, 'c'>,
  viewer: Viewer,
): Expression<SqlBool> {
  const company = eb('c.company_id', '=', viewer.companyId);
  return viewer.role === 'admin' || viewer.role === 'manager'
    ? company
    : eb.and([company, eb('c.user_id', '=', viewer.userId)]);
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
  const row = await cardRows(kyselyOf(db), monthStart)
    .where((eb) => cardScope(eb, viewer))
    .where('c.id', '=', cardId)
    .executeTakeFirst();
  if (!row) throw cardNotFound();
  return row;
}
