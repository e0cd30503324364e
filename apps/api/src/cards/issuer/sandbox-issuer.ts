import { randomBytes, randomInt, randomUUID, scryptSync, timingSafeEqual } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/db.js';
import { kyselyOf } from '../../db/kysely.js';
import {
  type CardIssuer,
  type IssuedCard,
  IssuerDeclined,
  type IssuerName,
} from './card-issuer.js';
import { newCardNumber, newCvc } from './card-numbers.js';

export interface CardIssuerSandboxConfig {
  /** How long a call takes at Stripe; the others are slower (Tutuka 2×, Marqeta and Galileo 1.5×). */
  latencyMs: number;
}

/** How each sandbox behaves, after the real services. */
const BEHAVIOUR: Record<
  IssuerName,
  { latency: number; years: number; maxCardsPerHolder: number; token: () => string }
> = {
  stripe: {
    latency: 1,
    years: 3,
    maxCardsPerHolder: 50,
    token: () => `ic_${randomBytes(12).toString('hex')}`,
  },
  // Tutuka caps the live cards of one cardholder.
  tutuka: {
    latency: 2,
    years: 4,
    maxCardsPerHolder: 5,
    token: () =>
      `TK${String(randomInt(1e9)).padStart(9, '0')}${String(randomInt(1e9)).padStart(9, '0')}`,
  },
  marqeta: { latency: 1.5, years: 4, maxCardsPerHolder: 100, token: () => randomUUID() },
  galileo: {
    latency: 1.5,
    years: 3,
    maxCardsPerHolder: 20,
    token: () => `GL${String(randomInt(1e12)).padStart(12, '0')}`,
  },
};

/** A name the sandbox declines, as issuers' test modes decline magic values. */
export const SANDBOX_DECLINED_NAME = /\bdecline\b/i;

function hashPin(pin: string): string {
  const salt = randomBytes(16);
  return `${salt.toString('hex')}:${scryptSync(pin, salt, 32).toString('hex')}`;
}

/** Whether `pin` is the one stored (the sandbox's tests read it; Outlay never does). */
export function pinMatches(stored: string, pin: string): boolean {
  const [salt, hash] = stored.split(':');
  if (!salt || !hash) return false;
  return timingSafeEqual(Buffer.from(hash, 'hex'), scryptSync(pin, Buffer.from(salt, 'hex'), 32));
}

/**
 * The local sandbox of every card issuer: it keeps its cards in a table of its own
 * (`card_issuer_sandbox_cards`, the number and CVC included, as the issuer does) and behaves
 * like the services: each call takes time, physical cards are pending until delivered, a name
 * with the word "decline" is declined, Tutuka refuses a sixth live card for one cardholder, and
 * a canceled card takes no change.
 */
export function createSandboxCardIssuer(
  db: Db,
  clock: Clock,
  config: CardIssuerSandboxConfig,
): CardIssuer {
  const wait = async (issuer: IssuerName) => {
    const ms = config.latencyMs * BEHAVIOUR[issuer].latency;
    if (ms > 0) await sleep(ms);
  };

  // The sandbox stands for the issuer, which keeps no company: its table is not a company's.
  const q = kyselyOf(db);

  async function cardOf(issuer: IssuerName, token: string) {
    const row = await q
      .selectFrom('card_issuer_sandbox_cards')
      .select(['card_number', 'cvc', 'expiry_month', 'expiry_year', 'status'])
      .where('token', '=', token)
      .where('issuer', '=', issuer)
      .executeTakeFirst();
    if (!row) throw new Error(`Unknown card token at ${issuer}`);
    return row;
  }

  return {
    async issue(request): Promise<IssuedCard> {
      const behaviour = BEHAVIOUR[request.issuer];
      await wait(request.issuer);
      if (SANDBOX_DECLINED_NAME.test(request.name)) throw new IssuerDeclined('declined');
      const live = await q
        .selectFrom('card_issuer_sandbox_cards')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('issuer', '=', request.issuer)
        .where('cardholder_ref', '=', request.cardholderRef)
        .where('status', '<>', 'canceled')
        .executeTakeFirst();
      if ((live?.count ?? 0) >= behaviour.maxCardsPerHolder) {
        throw new IssuerDeclined('holderLimit');
      }
      const now = clock.now();
      const cardNumber = newCardNumber(request.issuer);
      const issued: IssuedCard = {
        token: behaviour.token(),
        lastFour: cardNumber.slice(-4),
        expiryMonth: now.getUTCMonth() + 1,
        expiryYear: now.getUTCFullYear() + behaviour.years,
        status: request.cardType === 'physical' ? 'pending' : 'active',
      };
      await q
        .insertInto('card_issuer_sandbox_cards')
        .values({
          token: issued.token,
          issuer: request.issuer,
          card_number: cardNumber,
          cvc: newCvc(request.issuer),
          expiry_month: issued.expiryMonth,
          expiry_year: issued.expiryYear,
          cardholder_ref: request.cardholderRef,
          card_type: request.cardType,
          status: issued.status,
          created_at: now,
        })
        .execute();
      return issued;
    },

    async setStatus(issuer, token, status) {
      await wait(issuer);
      const card = await cardOf(issuer, token);
      if (card.status === 'canceled') throw new IssuerDeclined('cardCanceled');
      await q
        .updateTable('card_issuer_sandbox_cards')
        .set({ status })
        .where('token', '=', token)
        .execute();
    },

    async reveal(issuer, token) {
      await wait(issuer);
      const card = await cardOf(issuer, token);
      if (card.status === 'canceled') throw new IssuerDeclined('cardCanceled');
      return {
        cardNumber: card.card_number,
        cvc: card.cvc,
        expiryMonth: card.expiry_month,
        expiryYear: card.expiry_year,
      };
    },

    async setPin(issuer, token, pin) {
      await wait(issuer);
      const card = await cardOf(issuer, token);
      if (card.status === 'canceled') throw new IssuerDeclined('cardCanceled');
      await q
        .updateTable('card_issuer_sandbox_cards')
        .set({ pin_hash: hashPin(pin) })
        .where('token', '=', token)
        .execute();
    },
  };
}
