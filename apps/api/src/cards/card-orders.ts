import type { components, CardOrder, ShippingAddress } from '@outlay/api-client/schema';
import { cardNameFor, isShippingCountry } from '@outlay/rules';
import type { CompanyAddresses } from '../addresses/company-addresses.js';
import { addDays, todayIn } from '../dashboard/calendar.js';
import type { Db } from '../db/db.js';
import { kyselyOf } from '../db/kysely.js';
import type { Viewer } from '../entries/viewer.js';
import { AppError } from '../http/errors.js';
import { asDeclined, type CardsDeps, type Cards } from './cards.js';
import { roleControlOf, scopeOfControl } from './spend-controls.js';

type Schemas = components['schemas'];

/** A person's orders (`o`), each with its card (`c`), newest first. */
const ordersOf = (db: Db, viewer: Viewer) =>
  kyselyOf(db)
    .selectFrom('card_orders as o')
    .leftJoin('cards as c', (join) =>
      join.onRef('c.id', '=', 'o.card_id').onRef('c.company_id', '=', 'o.company_id'),
    )
    .select([
      'o.id',
      'o.status',
      'o.rush',
      'o.address',
      'o.card_id',
      'c.last_four',
      'o.created_at',
      'o.estimated_delivery',
    ])
    .where('o.company_id', '=', viewer.companyId)
    .where('o.user_id', '=', viewer.userId)
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc')
    .$narrowType<{ address: ShippingAddress }>();

type OrderRow = Awaited<ReturnType<ReturnType<typeof ordersOf>['executeTakeFirstOrThrow']>>;

/** Business days are not modelled: a rush order arrives in 2 days, a standard one in 7. */
const DELIVERY_DAYS = { rush: 2, standard: 7 };
/** The issuer's bureau prints and hands a card to the carrier within this time. */
const SHIPS_AFTER_HOURS = { rush: 4, standard: 24 };

/**
 * Physical card orders (/card-order; spec part 1 §4.2: the login gate moves a cardholder with
 * the start-physical-card flag here). An order asks the issuer for a physical card, pending
 * until it arrives; its status follows the issuer's bureau and carrier: ordered, shipped
 * after some hours, delivered on the estimated day.
 */
export function createCardOrders(deps: CardsDeps, cards: Cards, addresses: CompanyAddresses) {
  const { db, clock, issuer } = deps;

  /**
   * The company's saved addresses a card can ship to, shipping first (spec part 2: shipment,
   * company, residential), as the issuer's address: the unit and the Mexican colonia join
   * line 2; a UK address, which has no state, gives its county or town there.
   */
  async function savedAddressesOf(
    companyId: number,
  ): Promise<Schemas['CardOrderView']['savedAddresses']> {
    const order = ['shipping', 'physical', 'legal'] as const;
    const { addresses: saved } = await addresses.list(companyId);
    return order.flatMap((kind) => {
      const found = saved.find((entry) => entry.kind === kind);
      if (!found || !isShippingCountry(found.address.country)) return [];
      const { address } = found;
      const line2 = [address.line2, address.unit, address.county]
        .filter((part) => part !== '')
        .join(', ')
        .slice(0, 100);
      return [
        {
          kind,
          address: {
            line1: address.line1,
            ...(line2 === '' ? {} : { line2 }),
            city: address.city,
            state: address.state || address.county || address.city,
            postalCode: address.postalCode,
            country: address.country,
          },
        },
      ];
    });
  }

  /** Where `shipTo` sends the card: a saved address of that kind, or the one on file. */
  function chosenAddress(
    request: Schemas['CardOrderRequest'],
    saved: Schemas['CardOrderView']['savedAddresses'],
    onFile: ShippingAddress | null,
  ): ShippingAddress | null | undefined {
    if (request.shipTo === 'other') return request.address;
    const kind = request.shipTo === 'company' ? 'shipping' : request.shipTo;
    const found = saved.find((entry) => entry.kind === kind)?.address;
    return found ?? (request.shipTo === 'company' ? onFile : null);
  }

  function statusOf(row: OrderRow, now: Date): CardOrder['status'] {
    if (row.status === 'failed' || row.status === 'delivered') return row.status;
    const today = now.toISOString().slice(0, 10);
    if (today >= row.estimated_delivery) return 'delivered';
    const shipsAt =
      row.created_at.getTime() +
      (row.rush ? SHIPS_AFTER_HOURS.rush : SHIPS_AFTER_HOURS.standard) * 3_600_000;
    return now.getTime() >= shipsAt ? 'shipped' : 'ordered';
  }

  const toOrder = (row: OrderRow): CardOrder => ({
    id: row.id,
    status: statusOf(row, clock.now()),
    rush: row.rush,
    address: row.address,
    cardId: row.card_id,
    lastFour: row.last_four,
    createdAt: row.created_at.toISOString(),
    estimatedDelivery: row.estimated_delivery,
  });

  async function latest(viewer: Viewer): Promise<OrderRow | undefined> {
    return ordersOf(db, viewer).limit(1).executeTakeFirst();
  }

  return {
    async view(viewer: Viewer): Promise<Schemas['CardOrderView']> {
      const company = await cards.companyOf(viewer.companyId);
      const row = await latest(viewer);
      const saved = await savedAddressesOf(viewer.companyId);
      return {
        order: row ? toOrder(row) : null,
        savedAddresses: saved,
        companyAddress:
          saved.find((entry) => entry.kind === 'shipping')?.address ?? company.shippingAddress,
        rushAvailable: company.rushShipment,
      };
    },

    async order(viewer: Viewer, request: Schemas['CardOrderRequest']): Promise<CardOrder> {
      const company = await cards.companyOf(viewer.companyId);
      const user = await kyselyOf(db)
        .selectFrom('users')
        .select((eb) => [
          'public_id',
          'first_name',
          'last_name',
          'role',
          eb
            .or([
              eb('role', '=', 'admin'),
              eb.ref('is_physical_card_creation_enable'),
              eb.ref('start_physical_card_creation_after_login'),
            ])
            .$castTo<boolean>()
            .as('may_order'),
        ])
        .where('id', '=', viewer.userId)
        .where('company_id', '=', viewer.companyId)
        .executeTakeFirst();
      if (!user?.may_order) throw new AppError(403, 'FORBIDDEN', 'cards.orderNotAllowed');
      const previous = await latest(viewer);
      if (previous && ['ordered', 'shipped'].includes(statusOf(previous, clock.now()))) {
        throw new AppError(409, 'CONFLICT', 'cards.orderInProgress');
      }
      if (request.rush && !company.rushShipment) {
        throw new AppError(400, 'VALIDATION', 'cards.rushUnavailable');
      }
      const address = chosenAddress(
        request,
        await savedAddressesOf(viewer.companyId),
        company.shippingAddress,
      );
      if (!address) {
        throw new AppError(
          400,
          'VALIDATION',
          request.shipTo === 'other' ? 'cards.addressRequired' : 'cards.noCompanyAddress',
        );
      }
      if (!isShippingCountry(address.country)) {
        throw new AppError(400, 'VALIDATION', 'cards.countryUnsupported');
      }
      const name = cardNameFor(`${user.first_name} ${user.last_name}`, company.cardService);
      const issued = await issuer
        .issue({
          issuer: company.issuer,
          cardholderRef: user.public_id,
          cardType: 'physical',
          name,
        })
        .catch(asDeclined);
      const now = clock.now();
      const delivery = addDays(
        todayIn(company.timeZone, now),
        request.rush ? DELIVERY_DAYS.rush : DELIVERY_DAYS.standard,
      );
      const id = await db.transaction(async (tx) => {
        const q = kyselyOf(tx);
        // The card starts with the holder's role's spend control, as a new virtual card does.
        const control = await roleControlOf(tx, viewer.companyId, user.role);
        const scope = scopeOfControl(control);
        const card = await q
          .insertInto('cards')
          .values({
            company_id: viewer.companyId,
            user_id: viewer.userId,
            name,
            last_four: issued.lastFour,
            card_type: 'physical',
            status: 'pending',
            created_at: now,
            issuer: company.issuer,
            issuer_token: issued.token,
            expiry_month: issued.expiryMonth,
            expiry_year: issued.expiryYear,
            limit_period: control.limitPeriod,
            spend_limit: control.spendLimit,
            allowed_categories: scope.allowedCategories,
            limit_scope: scope.limitScope,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const order = await q
          .insertInto('card_orders')
          .values({
            company_id: viewer.companyId,
            user_id: viewer.userId,
            card_id: card.id,
            status: 'ordered',
            rush: request.rush,
            address: JSON.stringify(address),
            created_at: now,
            estimated_delivery: delivery,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        // The login gate's card-order step is done.
        await q
          .updateTable('users')
          .set({ start_physical_card_creation_after_login: false })
          .where('id', '=', viewer.userId)
          .where('company_id', '=', viewer.companyId)
          .execute();
        return order.id;
      });
      const row = await latest(viewer);
      if (!row || row.id !== id) throw new Error('order not found');
      return toOrder(row);
    },
  };
}

export type CardOrders = ReturnType<typeof createCardOrders>;
