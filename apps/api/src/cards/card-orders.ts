import type { components, CardOrder } from '@outlay/api-client/schema';
import { cardNameFor, isShippingCountry } from '@outlay/rules';
import { addDays, todayIn } from '../dashboard/calendar.js';
import type { Viewer } from '../entries/viewer.js';
import { AppError } from '../http/errors.js';
import { asDeclined, type CardsDeps, type Cards } from './cards.js';

type Schemas = components['schemas'];

interface OrderRow extends Record<string, unknown> {
  id: number;
  status: CardOrder['status'];
  rush: boolean;
  address: Schemas['ShippingAddress'];
  card_id: number | null;
  last_four: string | null;
  created_at: Date;
  estimated_delivery: string;
}

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
export function createCardOrders(deps: CardsDeps, cards: Cards) {
  const { db, clock, issuer } = deps;

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
    const [row] = await db.query<OrderRow>(
      `SELECT o.id, o.status, o.rush, o.address, o.card_id, c.last_four, o.created_at,
              o.estimated_delivery::text AS estimated_delivery
         FROM card_orders o LEFT JOIN cards c ON c.id = o.card_id
        WHERE o.company_id = $1 AND o.user_id = $2
        ORDER BY o.created_at DESC, o.id DESC LIMIT 1`,
      [viewer.companyId, viewer.userId],
    );
    return row;
  }

  return {
    async view(viewer: Viewer): Promise<Schemas['CardOrderView']> {
      const company = await cards.companyOf(viewer.companyId);
      const row = await latest(viewer);
      return {
        order: row ? toOrder(row) : null,
        companyAddress: company.shippingAddress,
        rushAvailable: company.rushShipment,
      };
    },

    async order(viewer: Viewer, request: Schemas['CardOrderRequest']): Promise<CardOrder> {
      const company = await cards.companyOf(viewer.companyId);
      const [user] = await db.query<{
        public_id: string;
        first_name: string;
        last_name: string;
        may_order: boolean;
      }>(
        `SELECT public_id, first_name, last_name,
                (role = 'admin' OR is_physical_card_creation_enable
                  OR start_physical_card_creation_after_login) AS may_order
           FROM users WHERE id = $1 AND company_id = $2`,
        [viewer.userId, viewer.companyId],
      );
      if (!user?.may_order) throw new AppError(403, 'FORBIDDEN', 'cards.orderNotAllowed');
      const previous = await latest(viewer);
      if (previous && ['ordered', 'shipped'].includes(statusOf(previous, clock.now()))) {
        throw new AppError(409, 'CONFLICT', 'cards.orderInProgress');
      }
      if (request.rush && !company.rushShipment) {
        throw new AppError(400, 'VALIDATION', 'cards.rushUnavailable');
      }
      const address = request.shipTo === 'company' ? company.shippingAddress : request.address;
      if (!address) {
        throw new AppError(
          400,
          'VALIDATION',
          request.shipTo === 'company' ? 'cards.noCompanyAddress' : 'cards.addressRequired',
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
        const [card] = await tx.query<{ id: number }>(
          `INSERT INTO cards (company_id, user_id, name, last_four, card_type, status, created_at,
                              issuer, issuer_token, expiry_month, expiry_year, limit_period,
                              spend_limit, allowed_categories, limit_scope)
           SELECT $1, $2, $3, $4, 'physical', 'pending', $5, $6, $7, $8, $9,
                  COALESCE(s.limit_period, 'monthly'), s.spend_limit, COALESCE(s.allowed_categories, '{}'),
                  CASE WHEN cardinality(s.allowed_categories) > 0 THEN 'merchant-category' ELSE 'user' END
             FROM (SELECT 1) one
             LEFT JOIN card_spend_controls s
               ON s.company_id = $1 AND s.role = (SELECT role FROM users WHERE id = $2)
           RETURNING id`,
          [
            viewer.companyId,
            viewer.userId,
            name,
            issued.lastFour,
            now,
            company.issuer,
            issued.token,
            issued.expiryMonth,
            issued.expiryYear,
          ],
        );
        if (!card) throw new Error('card not stored');
        const [order] = await tx.query<{ id: number }>(
          `INSERT INTO card_orders (company_id, user_id, card_id, status, rush, address, created_at,
                                    estimated_delivery)
           VALUES ($1, $2, $3, 'ordered', $4, $5, $6, $7) RETURNING id`,
          [
            viewer.companyId,
            viewer.userId,
            card.id,
            request.rush,
            JSON.stringify(address),
            now,
            delivery,
          ],
        );
        // The login gate's card-order step is done.
        await tx.query(
          `UPDATE users SET start_physical_card_creation_after_login = false
            WHERE id = $1 AND company_id = $2`,
          [viewer.userId, viewer.companyId],
        );
        if (!order) throw new Error('order not stored');
        return order.id;
      });
      const row = await latest(viewer);
      if (!row || row.id !== id) throw new Error('order not found');
      return toOrder(row);
    },
  };
}

export type CardOrders = ReturnType<typeof createCardOrders>;
