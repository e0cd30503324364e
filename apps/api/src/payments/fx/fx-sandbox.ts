import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { minorDigitsOf } from '@outlay/rules';
import type { Clock } from '../../clock.js';
import type { FxAnswer, FxProvider, FxQuoteRequest } from './fx-provider.js';

export interface FxSandboxConfig {
  /** How long the provider takes to answer a quote. */
  quoteMs: number;
  /** How long a quote holds. */
  validMs: number;
}

/** Rates are stated with 6 decimals, as route-fusion states them. */
const RATE_DECIMALS = 6;
const RATE_SCALE = 10n ** BigInt(RATE_DECIMALS);

/**
 * The sandbox's mid-market rates, units of each currency for one US dollar (in millionths).
 * ARS is listed but its market is closed: a quote for it fails, as the service's does outside
 * its hours, so the page's failure is reachable on purpose.
 */
const MID_PER_USD: Record<string, bigint> = {
  USD: 1_000_000n,
  CAD: 1_362_500n,
  EUR: 921_400n,
  GBP: 787_900n,
  MXN: 17_204_300n,
  BRL: 5_013_200n,
  COP: 3_912_450_000n,
  CLP: 934_120_000n,
  PEN: 3_741_800n,
  ARS: 1_015_000_000n,
};
const CLOSED_MARKETS = new Set(['ARS']);
/** The provider keeps 0.40% of the mid rate. */
const SPREAD_PER_10K = 40n;
/** Its fee: 0.50% of the converted amount, at least one unit of the source currency. */
const FEE_PER_10K = 50n;

const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;

/** Millionths as the decimal text a provider states. */
const rateText = (scaled: bigint) => {
  const whole = scaled / RATE_SCALE;
  const fraction = (scaled % RATE_SCALE).toString().padStart(RATE_DECIMALS, '0');
  return `${whole.toString()}.${fraction}`;
};

/**
 * The FX sandbox: it answers after the provider's delay, with a rate from its table less the
 * spread, the source amount that buys exactly the target amount (rounded up to the source's
 * minor unit, so the recipient never gets less), its fee, and an expiry on the server's clock.
 * Amounts are integer minor units with each currency's exponent from the one table.
 */
export function createFxSandbox(deps: { clock: Clock; config: FxSandboxConfig }): FxProvider {
  const { clock, config } = deps;
  return {
    async quote(request: FxQuoteRequest): Promise<FxAnswer> {
      await sleep(config.quoteMs);
      const source = MID_PER_USD[request.sourceCurrency];
      const target = MID_PER_USD[request.targetCurrency];
      if (source === undefined || target === undefined) {
        return { quoted: false, reason: 'currencyUnavailable' };
      }
      if (
        CLOSED_MARKETS.has(request.sourceCurrency) ||
        CLOSED_MARKETS.has(request.targetCurrency)
      ) {
        return { quoted: false, reason: 'marketClosed' };
      }
      // Target units per source unit, in millionths, less the spread (rounded down: ours).
      const rate = (target * RATE_SCALE * (10_000n - SPREAD_PER_10K)) / (source * 10_000n);
      const sourceDigits = 10n ** BigInt(minorDigitsOf(request.sourceCurrency));
      const targetDigits = 10n ** BigInt(minorDigitsOf(request.targetCurrency));
      const sourceMinor = ceilDiv(
        BigInt(request.targetAmountMinor) * sourceDigits * RATE_SCALE,
        rate * targetDigits,
      );
      const fee = ceilDiv(sourceMinor * FEE_PER_10K, 10_000n);
      const feeMinor = fee > sourceDigits ? fee : sourceDigits;
      return {
        quoted: true,
        price: {
          providerQuoteId: `rfq_${randomUUID()}`,
          rate: rateText(rate),
          sourceAmountMinor: Number(sourceMinor),
          feeMinor: Number(feeMinor),
          expiresAt: new Date(clock.now().getTime() + config.validMs),
        },
      };
    },
  };
}
