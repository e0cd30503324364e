import type {
  components,
  CardServiceType,
  ActionType,
  ShippingAddress,
} from '@outlay/api-client/schema';
import {
  CARD_SERVICE_TIME_ZONES,
  type CardPinProblem,
  cardNameFor,
  cardPinProblem,
  type ScopeProblem,
  scopeProblem,
} from '@outlay/rules';
import type { ActionCodes } from '../auth/action-codes.js';
import type { Clock } from '../clock.js';
import { firstOfMonth, todayIn } from '../dashboard/calendar.js';
import { type ExpressionBuilder, type Insertable, sql } from 'kysely';
import type { Db } from '../db/db.js';
import { kyselyOf } from '../db/kysely.js';
import type { Cards as CardsTable } from '../db/schema.js';
import type { Viewer } from '../entries/viewer.js';
import { AppError } from '../http/errors.js';
import type { MessageKey } from '../i18n/messages.js';
import {
  CARDS_PAGE_SIZE,
  type CardRow,
  type CardSources,
  cardNotFound,
  cardRows,
  cardScope,
  cardsWithHolders,
  toCard,
  toCardDetails,
  visibleCard,
} from './card-rows.js';
import { permissionsFor } from './card-permissions.js';
import { type CardLimit, limitWithinControl } from './holder-limits.js';
import { roleControlOf, scopeOfControl } from './spend-controls.js';
import {
  type CardIssuer,
  type IssuedCard,
  IssuerDeclined,
  type IssuerName,
  issuerOf,
} from './issuer/card-issuer.js';

type Schemas = components['schemas'];

export interface CardsQuery {
  search?: string | undefined;
  status?: Schemas['AccountStatus'] | undefined;
  cardType?: 'virtual' | 'physical' | undefined;
  holder?: string | undefined;
  page?: number | undefined;
}

export interface CardCompany {
  cardService: CardServiceType;
  issuer: IssuerName;
  timeZone: string;
  rushShipment: boolean;
  shippingAddress: Schemas['ShippingAddress'] | null;
  /** The platform currency limits are set in. */
  currency: string;
}

const forbidden = () => new AppError(403, 'FORBIDDEN', 'cards.forbidden');
const conflict = (key: MessageKey) => new AppError(409, 'CONFLICT', key);

const DECLINES: Record<IssuerDeclined['reason'], MessageKey> = {
  declined: 'cards.declined',
  holderLimit: 'cards.holderLimit',
  cardCanceled: 'cards.issuerCancelled',
};

/** The issuer's refusal as the caller's error; anything else goes on (a 500). */
export function asDeclined(error: unknown): never {
  if (error instanceof IssuerDeclined) {
    throw new AppError(422, 'CARD_DECLINED', DECLINES[error.reason]);
  }
  throw error;
}

const PIN_MESSAGES: Record<CardPinProblem, MessageKey> = {
  pinRequired: 'cards.pinRequired',
  confirmRequired: 'cards.confirmPinRequired',
  length: 'cards.pinLength',
  mismatch: 'cards.pinMismatch',
  weak: 'cards.pinWeak',
};

/** `%` and `_` typed in a search are letters, not patterns. */
const SCOPE_MESSAGES: Record<ScopeProblem, MessageKey> = {
  merchantsRequired: 'cards.merchantsRequired',
  categoriesRequired: 'cards.categoriesRequired',
  tooManyMerchants: 'cards.tooManyMerchants',
};

type ScopeRequest = Pick<Schemas['CardControlsUpdate'], 'limitScope'> &
  Partial<Pick<Schemas['CardControlsUpdate'], 'allowedMerchantIds' | 'allowedCategories'>>;

type StoredScope = Required<
  Pick<Insertable<CardsTable>, 'limit_scope' | 'allowed_merchant_ids' | 'allowed_categories'>
>;

/** A card the issuer just made, as `cards` stores it. */
const issuedCardColumns = (issued: IssuedCard, issuer: IssuerName, now: Date) =>
  ({
    last_four: issued.lastFour,
    status: issued.status === 'pending' ? 'pending' : 'active',
    created_at: now,
    issuer,
    issuer_token: issued.token,
    expiry_month: issued.expiryMonth,
    expiry_year: issued.expiryYear,
  }) satisfies Partial<Insertable<CardsTable>>;

/**
 * The new card's limit: an admin's as asked (the role's control when left out); anyone else's
 * within their role's spend control, or refused with what the control allows.
 */
function limitOf(
  viewer: Viewer,
  request: Schemas['CreateVirtualCardRequest'],
  currency: string,
  control: CardLimit,
): CardLimit {
  if (viewer.role === 'admin') {
    return {
      spendLimit: request.spendLimit ?? control.spendLimit,
      limitPeriod: request.limitPeriod,
    };
  }
  const limit = limitWithinControl(request, control, currency);
  if (limit) return limit;
  throw new AppError(403, 'FORBIDDEN', 'cards.limitAboveControl', {
    amount: control.spendLimit ?? 0,
    currency,
    period: control.limitPeriod,
  });
}

export const likeWord = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface CardsDeps {
  db: Db;
  clock: Clock;
  issuer: CardIssuer;
  actionCodes: ActionCodes;
}

/** What a replacement card keeps of the card it replaces: its holder, name, type and controls. */
const KEPT_BY_REPLACEMENT = [
  'company_id',
  'user_id',
  'name',
  'card_type',
  'spend_limit',
  'limit_period',
  'allowed_categories',
  'limit_scope',
  'allowed_merchant_ids',
] as const;

/**
 * The company's cards (issue 19; spec part 1 §1, §2.2, §6, §7; part 2 §4, §5, §8, §9): who sees
 * which, what each may do, and every change through the issuer. Sensitive changes spend an
 * action code bound to the card's last four digits before the issuer is asked, so a refused
 * code changes nothing anywhere; an issuer that declines after that leaves the code spent and
 * the card as it was.
 */
export function createCards(deps: CardsDeps) {
  const { db, clock, issuer, actionCodes } = deps;

  async function companyOf(companyId: number): Promise<CardCompany> {
    const row = await kyselyOf(db)
      .selectFrom('companies')
      .select((eb) => [
        'card_service_type',
        sql<boolean | null>`(${eb.ref('feature_flags')} ->> 'isRushShipment')::boolean`.as('rush'),
        'card_shipping_address',
        'platform_currency',
      ])
      .where('id', '=', companyId)
      .$narrowType<{ card_shipping_address: ShippingAddress | null }>()
      .executeTakeFirst();
    if (!row) throw cardNotFound();
    return {
      cardService: row.card_service_type,
      issuer: issuerOf(row.card_service_type),
      timeZone: CARD_SERVICE_TIME_ZONES[row.card_service_type],
      rushShipment: row.rush === true,
      shippingAddress: row.card_shipping_address,
      currency: row.platform_currency,
    };
  }

  /** Midnight of the first of this month in the company's time zone. */
  async function monthStartOf(company: CardCompany): Promise<Date> {
    const first = firstOfMonth(todayIn(company.timeZone, clock.now()));
    // `AT TIME ZONE` has no builder in Kysely.
    const row = await kyselyOf(db)
      .selectNoFrom(
        sql<Date>`(${first}::date)::timestamp AT TIME ZONE ${company.timeZone}`.as('start'),
      )
      .executeTakeFirst();
    return row?.start ?? clock.now();
  }

  async function cardFor(viewer: Viewer, cardId: number): Promise<CardRow> {
    const company = await companyOf(viewer.companyId);
    return visibleCard(db, viewer, cardId, await monthStartOf(company));
  }

  async function spendCode(
    viewer: Viewer,
    actionType: ActionType,
    card: CardRow,
    actionCode: string,
  ) {
    const scope = { actionType, cardLastFourDigits: card.last_four };
    await actionCodes.spend(viewer, scope, actionCode);
  }

  async function setStatus(viewer: Viewer, card: CardRow, status: CardRow['status']) {
    await kyselyOf(db)
      .updateTable('cards')
      .set({ status, status_changed_at: clock.now(), status_changed_by: viewer.userId })
      .where('id', '=', card.id)
      .where('company_id', '=', viewer.companyId)
      .execute();
  }

  const issuerOfCard = (card: CardRow, company: CardCompany): IssuerName =>
    card.issuer ?? company.issuer;

  /** Seeded cards from before the issuer existed have no token: nothing to tell the issuer. */
  async function tellIssuer(
    card: CardRow,
    company: CardCompany,
    status: 'active' | 'inactive' | 'canceled',
  ) {
    if (card.issuer_token === null) return;
    await issuer
      .setStatus(issuerOfCard(card, company), card.issuer_token, status)
      .catch(asDeclined);
  }

  /**
   * The scope as it is stored: only the list the scope reads is kept, and a limited scope needs
   * something in it, every merchant being one the networks know.
   */
  async function scopeToStore(request: ScopeRequest): Promise<StoredScope> {
    const scope = {
      limitScope: request.limitScope,
      allowedMerchantIds: request.allowedMerchantIds ?? [],
      allowedCategories: request.allowedCategories ?? [],
    };
    const problem = scopeProblem(scope);
    if (problem) throw new AppError(400, 'VALIDATION', SCOPE_MESSAGES[problem]);
    if (scope.limitScope === 'merchant') {
      const known = await kyselyOf(db)
        .selectFrom('merchants')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where((eb) => eb('id', '=', eb.fn.any(eb.val(scope.allowedMerchantIds))))
        .executeTakeFirst();
      if ((known?.count ?? 0) !== new Set(scope.allowedMerchantIds).size) {
        throw new AppError(400, 'VALIDATION', 'cards.merchantUnknown');
      }
    }
    return {
      limit_scope: scope.limitScope,
      allowed_merchant_ids: scope.limitScope === 'merchant' ? [...scope.allowedMerchantIds] : [],
      allowed_categories:
        scope.limitScope === 'merchant-category' ? [...scope.allowedCategories] : [],
    };
  }

  return {
    companyOf,
    monthStartOf,

    async list(viewer: Viewer, query: CardsQuery) {
      const company = await companyOf(viewer.companyId);
      const page = query.page ?? 0;
      const words = (query.search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 8);
      const matching = (eb: ExpressionBuilder<CardSources, 'c' | 'u'>) => {
        const conditions = [cardScope(eb, viewer)];
        if (query.status) conditions.push(eb('c.status', '=', query.status));
        if (query.cardType) conditions.push(eb('c.card_type', '=', query.cardType));
        if (query.holder) conditions.push(eb('u.public_id', '=', query.holder));
        const text = sql<string>`${eb.ref('c.name')} || ' ' || ${eb.ref('u.first_name')} || ' ' || ${eb.ref('u.last_name')} || ' ' || ${eb.ref('c.last_four')}`;
        for (const word of words) conditions.push(eb(text, 'ilike', likeWord(word)));
        return eb.and(conditions);
      };
      const count = await cardsWithHolders(kyselyOf(db))
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .where(matching)
        .executeTakeFirst();
      const rows = await cardRows(kyselyOf(db), await monthStartOf(company))
        .where(matching)
        .orderBy((eb) => eb('c.status', '=', 'cancelled'))
        .orderBy('c.created_at', 'desc')
        .orderBy('c.id', 'desc')
        .limit(CARDS_PAGE_SIZE)
        .offset(page * CARDS_PAGE_SIZE)
        .execute();
      const total = count?.total ?? 0;
      return {
        cards: rows.map(toCard),
        total,
        page,
        pageSize: CARDS_PAGE_SIZE,
        pages: Math.ceil(total / CARDS_PAGE_SIZE),
      };
    },

    async get(viewer: Viewer, cardId: number) {
      return toCardDetails(await cardFor(viewer, cardId), viewer);
    },

    async createVirtual(viewer: Viewer, request: Schemas['CreateVirtualCardRequest']) {
      const company = await companyOf(viewer.companyId);
      const holders = kyselyOf(db)
        .selectFrom('users')
        .select([
          'id',
          'public_id',
          'role',
          'is_virtual_card_creation_enable as virtual_allowed',
          'needs_password_setup as invited',
        ])
        .where('company_id', '=', viewer.companyId)
        .where('status', '=', 'active')
        .where('role', '<>', 'bookkeeper');
      const holder = await (
        request.holderId
          ? holders.where('public_id', '=', request.holderId)
          : holders.where('id', '=', viewer.userId)
      ).executeTakeFirst();
      if (!holder) throw new AppError(404, 'NOT_FOUND', 'cards.holderNotFound');
      if (viewer.role !== 'admin') {
        if (holder.id !== viewer.userId) throw forbidden();
        if (!holder.virtual_allowed) throw new AppError(403, 'FORBIDDEN', 'cards.createNotAllowed');
      }
      const name = cardNameFor(request.name, company.cardService);
      if (name === '') throw new AppError(400, 'VALIDATION', 'cards.nameRequired');
      const choosesScope =
        request.limitScope !== undefined ||
        request.allowedMerchantIds !== undefined ||
        request.allowedCategories !== undefined;
      if (choosesScope && viewer.role !== 'admin') {
        throw new AppError(403, 'FORBIDDEN', 'cards.scopeAdminOnly');
      }
      const control = await roleControlOf(db, viewer.companyId, holder.role);
      const limit = limitOf(viewer, request, company.currency, {
        spendLimit: control.spendLimit === null ? null : Number(control.spendLimit),
        limitPeriod: control.limitPeriod,
      });
      const scope = await scopeToStore(
        request.limitScope === undefined
          ? scopeOfControl(control)
          : {
              limitScope: request.limitScope,
              allowedMerchantIds: request.allowedMerchantIds,
              allowedCategories: request.allowedCategories,
            },
      );
      const issued = await issuer
        .issue({
          issuer: company.issuer,
          cardholderRef: holder.public_id,
          cardType: 'virtual',
          name,
        })
        .catch(asDeclined);
      // The spec is silent on a card for someone invited who has not signed in yet: it is
      // issued, but not yet active, at the issuer too, so nothing can be spent on it until
      // they accept their invitation (then it is activated, awaiting-holder.ts).
      if (holder.invited) {
        await issuer.setStatus(company.issuer, issued.token, 'inactive').catch(asDeclined);
      }
      const row = await kyselyOf(db)
        .insertInto('cards')
        .values({
          company_id: viewer.companyId,
          user_id: holder.id,
          name,
          card_type: 'virtual',
          ...issuedCardColumns(
            holder.invited ? { ...issued, status: 'pending' } : issued,
            company.issuer,
            clock.now(),
          ),
          spend_limit: limit.spendLimit,
          limit_period: limit.limitPeriod,
          ...scope,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return toCardDetails(
        await visibleCard(db, viewer, row.id, await monthStartOf(company)),
        viewer,
      );
    },

    async changeStatus(
      viewer: Viewer,
      cardId: number,
      action: 'freeze' | 'unfreeze',
      actionCode: string,
    ) {
      const company = await companyOf(viewer.companyId);
      const card = await visibleCard(db, viewer, cardId, await monthStartOf(company));
      if (card.status === 'cancelled') throw conflict('cards.alreadyCancelled');
      if (card.suspected_fraud) throw conflict('cards.suspectedFraud');
      if (!permissionsFor(viewer, card).freeze) {
        throw card.status === 'pending' ? conflict('cards.pending') : forbidden();
      }
      if (action === 'freeze' && card.status === 'in-active') throw conflict('cards.alreadyFrozen');
      if (action === 'unfreeze' && card.status === 'active') throw conflict('cards.notFrozen');
      await spendCode(
        viewer,
        action === 'freeze' ? 'FREEZE_CARD' : 'UNFREEZE_CARD',
        card,
        actionCode,
      );
      await tellIssuer(card, company, action === 'freeze' ? 'inactive' : 'active');
      await setStatus(viewer, card, action === 'freeze' ? 'in-active' : 'active');
      return toCardDetails(
        await visibleCard(db, viewer, cardId, await monthStartOf(company)),
        viewer,
      );
    },

    async cancel(viewer: Viewer, cardId: number, actionCode: string) {
      const company = await companyOf(viewer.companyId);
      const card = await visibleCard(db, viewer, cardId, await monthStartOf(company));
      if (card.status === 'cancelled') throw conflict('cards.alreadyCancelled');
      if (!permissionsFor(viewer, card).cancel) throw forbidden();
      await spendCode(viewer, 'CANCEL_CARD', card, actionCode);
      await tellIssuer(card, company, 'canceled');
      await setStatus(viewer, card, 'cancelled');
      return toCardDetails(
        await visibleCard(db, viewer, cardId, await monthStartOf(company)),
        viewer,
      );
    },

    async replace(viewer: Viewer, cardId: number, actionCode: string) {
      const company = await companyOf(viewer.companyId);
      const monthStart = await monthStartOf(company);
      const card = await visibleCard(db, viewer, cardId, monthStart);
      if (card.status === 'cancelled') throw conflict('cards.alreadyCancelled');
      if (!permissionsFor(viewer, card).replace) {
        throw card.status === 'pending' ? conflict('cards.pending') : forbidden();
      }
      await spendCode(viewer, 'REPLACE_CARD', card, actionCode);
      const issued = await issuer
        .issue({
          issuer: company.issuer,
          cardholderRef: card.holder_public_id,
          cardType: card.card_type,
          name: card.name,
        })
        .catch(asDeclined);
      await tellIssuer(card, company, 'canceled');
      const id = await db.transaction(async (tx) => {
        const q = kyselyOf(tx);
        await q
          .updateTable('cards')
          .set({
            status: 'cancelled',
            status_changed_at: clock.now(),
            status_changed_by: viewer.userId,
          })
          .where('id', '=', card.id)
          .where('company_id', '=', viewer.companyId)
          .execute();
        // The replacement keeps the old card's holder, name, type, limit and scope.
        const issuedColumns = issuedCardColumns(issued, company.issuer, clock.now());
        const row = await q
          .insertInto('cards')
          .columns([
            ...KEPT_BY_REPLACEMENT,
            'replaces_card_id',
            'last_four',
            'status',
            'created_at',
            'issuer',
            'issuer_token',
            'expiry_month',
            'expiry_year',
          ])
          .expression(
            q
              .selectFrom('cards')
              .select((eb) => [
                ...KEPT_BY_REPLACEMENT,
                'id',
                eb.val(issuedColumns.last_four).as('last_four'),
                eb.val(issuedColumns.status).as('status'),
                eb.val(issuedColumns.created_at).as('created_at'),
                eb.val(issuedColumns.issuer).as('issuer'),
                eb.val(issuedColumns.issuer_token).as('issuer_token'),
                eb.val(issuedColumns.expiry_month).as('expiry_month'),
                eb.val(issuedColumns.expiry_year).as('expiry_year'),
              ])
              .where('id', '=', card.id)
              .where('company_id', '=', viewer.companyId),
          )
          .returning('id')
          .executeTakeFirst();
        if (!row) throw new Error('replacement not stored');
        return row.id;
      });
      return {
        oldLastFour: card.last_four,
        card: toCardDetails(await visibleCard(db, viewer, id, monthStart), viewer),
      };
    },

    async reveal(viewer: Viewer, cardId: number, actionCode: string) {
      const company = await companyOf(viewer.companyId);
      const card = await visibleCard(db, viewer, cardId, await monthStartOf(company));
      if (card.status === 'cancelled') throw conflict('cards.alreadyCancelled');
      if (!permissionsFor(viewer, card).reveal) throw forbidden();
      if (card.issuer_token === null) throw cardNotFound();
      await spendCode(viewer, 'REVEAL_CARD', card, actionCode);
      return issuer.reveal(issuerOfCard(card, company), card.issuer_token).catch(asDeclined);
    },

    async updateControls(viewer: Viewer, cardId: number, update: Schemas['CardControlsUpdate']) {
      const company = await companyOf(viewer.companyId);
      const monthStart = await monthStartOf(company);
      const card = await visibleCard(db, viewer, cardId, monthStart);
      if (card.status === 'cancelled') throw conflict('cards.alreadyCancelled');
      if (!permissionsFor(viewer, card).editControls) throw forbidden();
      const scope = await scopeToStore(update);
      await kyselyOf(db)
        .updateTable('cards')
        .set({ spend_limit: update.spendLimit, limit_period: update.limitPeriod, ...scope })
        .where('id', '=', card.id)
        .where('company_id', '=', viewer.companyId)
        .execute();
      return toCardDetails(await visibleCard(db, viewer, cardId, monthStart), viewer);
    },

    async setPin(viewer: Viewer, request: Schemas['PinSetupRequest']) {
      const company = await companyOf(viewer.companyId);
      const card = await visibleCard(db, viewer, request.cardId, await monthStartOf(company));
      if (card.user_id !== viewer.userId) throw forbidden();
      if (!permissionsFor(viewer, card).setPin) throw conflict('cards.noPin');
      const problem = cardPinProblem(request.pin, request.confirmPin);
      if (problem) throw new AppError(400, 'PIN_RULES', PIN_MESSAGES[problem]);
      await spendCode(viewer, 'SET_CARD_PIN', card, request.actionCode);
      if (card.issuer_token !== null) {
        await issuer
          .setPin(issuerOfCard(card, company), card.issuer_token, request.pin)
          .catch(asDeclined);
      }
      await kyselyOf(db)
        .updateTable('cards')
        .set({ pin_set_at: clock.now() })
        .where('id', '=', card.id)
        .where('company_id', '=', viewer.companyId)
        .execute();
    },
  };
}

export type Cards = ReturnType<typeof createCards>;
