import { randomUUID } from 'node:crypto';
import type { CreateFxQuoteRequest, FxQuote } from '@outlay/api-client/schema';
import { isTransferAmount } from '@outlay/rules';
import type { Clock } from '../clock.js';
import type { Db } from '../db/db.js';
import { kyselyOf } from '../db/kysely.js';
import { AppError } from '../http/errors.js';
import type { Services } from '../services.js';
import type { FxProvider } from './fx/fx-provider.js';
import type { PaymentsOwner } from './recipients.js';

/** What a locked quote debits: the converted amount and the fee, in the company's currency. */
export interface LockedQuote {
  debitMinor: number;
  debitCurrency: string;
}

interface QuoteRow {
  id: string;
  source_currency: string;
  target_currency: string;
  rate: string;
  source_amount_minor: number;
  fee_minor: number;
  target_amount_minor: number;
  expires_at: Date;
}

/** numeric(24, 10) reads back with 10 decimals; the provider stated 6. */
function rateAsStated(stored: string): string {
  const [whole = '0', fraction = ''] = stored.split('.');
  return `${whole}.${fraction.padEnd(6, '0').slice(0, 6)}`;
}

const quoteOf = (row: QuoteRow): FxQuote => ({
  id: row.id,
  sourceCurrency: row.source_currency,
  targetCurrency: row.target_currency,
  rate: rateAsStated(row.rate),
  feeMinor: row.fee_minor,
  platformAmountMinor: row.source_amount_minor + row.fee_minor,
  transferAmountMinor: row.target_amount_minor,
  expiresAt: row.expires_at.toISOString(),
});

/**
 * FX quotes (issue 40): a payment in a currency other than the company's is priced by the FX
 * provider behind its adapter. The quote is kept on the server with its rate, fee and expiry,
 * and the payment that confirms it locks it once, in the payment's own transaction, before it
 * expires; the browser names the quote and nothing of its price.
 */
export function createFxQuotes(deps: {
  db: Db;
  clock: Clock;
  services: Services;
  provider: FxProvider;
}) {
  const { db, clock, services, provider } = deps;

  return {
    async create(owner: PaymentsOwner, body: CreateFxQuoteRequest): Promise<FxQuote> {
      if (!isTransferAmount(body.amountMinor)) {
        throw new AppError(400, 'VALIDATION', 'payments.amountPositive');
      }
      const company = await services.companies.details(owner.companyId);
      if (!company) throw new AppError(404, 'NOT_FOUND', 'errors.notFound');
      const { platform_currency: source } = await kyselyOf(db)
        .selectFrom('companies')
        .select('platform_currency')
        .where('id', '=', owner.companyId)
        .executeTakeFirstOrThrow();
      // Cross-currency payments go by route-fusion; STP sends pesos from pesos only.
      if (body.currency === source || !company.routeFusionV2Flow) {
        throw new AppError(400, 'VALIDATION', 'payments.fx.noQuoteNeeded', {
          currency: body.currency,
        });
      }
      const answer = await provider.quote({
        sourceCurrency: source,
        targetCurrency: body.currency,
        targetAmountMinor: body.amountMinor,
      });
      if (!answer.quoted) {
        if (answer.reason === 'marketClosed') {
          throw new AppError(503, 'FX_UNAVAILABLE', 'payments.fx.marketClosed', {
            currency: body.currency,
          });
        }
        throw new AppError(400, 'VALIDATION', 'payments.currencyUnavailable', {
          currency: body.currency,
        });
      }
      const { price } = answer;
      const row = await kyselyOf(db)
        .insertInto('fx_quotes')
        .values({
          id: randomUUID(),
          company_id: owner.companyId,
          created_by: owner.userId,
          source_currency: source,
          target_currency: body.currency,
          rate: price.rate,
          source_amount_minor: price.sourceAmountMinor,
          fee_minor: price.feeMinor,
          target_amount_minor: body.amountMinor,
          provider_quote_id: price.providerQuoteId,
          created_at: clock.now(),
          expires_at: price.expiresAt,
        })
        .returning([
          'id',
          'source_currency',
          'target_currency',
          'rate',
          'source_amount_minor',
          'fee_minor',
          'target_amount_minor',
          'expires_at',
        ])
        .executeTakeFirstOrThrow();
      return quoteOf(row);
    },

    /**
     * Locks the quote for the payment of `key`, in its transaction: one conditional UPDATE, so
     * of many confirmations of one quote exactly one pays with it. The quote must be the
     * company's, for this currency and amount, unlocked and not yet expired.
     */
    async lock(
      tx: Db,
      owner: PaymentsOwner,
      quoteId: string,
      key: string,
      asked: { currency: string; amountMinor: number },
    ): Promise<LockedQuote> {
      const q = kyselyOf(tx);
      const now = clock.now();
      const locked = await q
        .updateTable('fx_quotes')
        .set({ locked_by_key: key, locked_at: now })
        .where('id', '=', quoteId)
        .where('company_id', '=', owner.companyId)
        .where('target_currency', '=', asked.currency)
        .where('target_amount_minor', '=', asked.amountMinor)
        .where('locked_by_key', 'is', null)
        .where('expires_at', '>', now)
        .returning(['source_amount_minor', 'fee_minor', 'source_currency'])
        .executeTakeFirst();
      if (locked) {
        return {
          debitMinor: locked.source_amount_minor + locked.fee_minor,
          debitCurrency: locked.source_currency,
        };
      }
      const row = await q
        .selectFrom('fx_quotes')
        .select(['target_currency', 'target_amount_minor', 'locked_by_key', 'expires_at'])
        .where('id', '=', quoteId)
        .where('company_id', '=', owner.companyId)
        .executeTakeFirst();
      if (
        !row ||
        row.target_currency !== asked.currency ||
        row.target_amount_minor !== asked.amountMinor
      ) {
        throw new AppError(400, 'VALIDATION', 'payments.fx.quoteMismatch');
      }
      if (row.locked_by_key !== null) {
        throw new AppError(409, 'CONFLICT', 'payments.fx.quoteUsed');
      }
      throw new AppError(409, 'QUOTE_EXPIRED', 'payments.fx.quoteExpired');
    },
  };
}

export type FxQuotes = ReturnType<typeof createFxQuotes>;
