import { randomBytes, randomInt, randomUUID, scryptSync, timingSafeEqual } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/db.js';
import {
  type CardIssuer,
  type IssuedCard,
  IssuerDeclined,
  type IssuerCardStatus,
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

interface SandboxRow extends Record<string, unknown> {
  card_number: string;
  cvc: string;
  expiry_month: number;
  expiry_year: number;
  status: IssuerCardStatus;
}

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

  async function cardOf(issuer: IssuerName, token: string): Promise<SandboxRow> {
    const [row] = await db.query<SandboxRow>(
      `SELECT card_number, cvc, expiry_month, expiry_year, status
         FROM card_issuer_sandbox_cards WHERE token = $1 AND issuer = $2`,
      [token, issuer],
    );
    if (!row) throw new Error(`Unknown card token at ${issuer}`);
    return row;
  }

  return {
    async issue(request): Promise<IssuedCard> {
      const behaviour = BEHAVIOUR[request.issuer];
      await wait(request.issuer);
      if (SANDBOX_DECLINED_NAME.test(request.name)) throw new IssuerDeclined('declined');
      const [live] = await db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM card_issuer_sandbox_cards
          WHERE issuer = $1 AND cardholder_ref = $2 AND status <> 'canceled'`,
        [request.issuer, request.cardholderRef],
      );
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
      await db.query(
        `INSERT INTO card_issuer_sandbox_cards
           (token, issuer, card_number, cvc, expiry_month, expiry_year, cardholder_ref, card_type,
            status, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          issued.token,
          request.issuer,
          cardNumber,
          newCvc(request.issuer),
          issued.expiryMonth,
          issued.expiryYear,
          request.cardholderRef,
          request.cardType,
          issued.status,
          now,
        ],
      );
      return issued;
    },

    async setStatus(issuer, token, status) {
      await wait(issuer);
      const card = await cardOf(issuer, token);
      if (card.status === 'canceled') throw new IssuerDeclined('cardCanceled');
      await db.query('UPDATE card_issuer_sandbox_cards SET status = $2 WHERE token = $1', [
        token,
        status,
      ]);
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
      await db.query('UPDATE card_issuer_sandbox_cards SET pin_hash = $2 WHERE token = $1', [
        token,
        hashPin(pin),
      ]);
    },
  };
}
