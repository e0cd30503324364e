import { setTimeout as sleep } from 'node:timers/promises';
import { type Day, addDays } from '../dashboard/calendar.js';

/**
 * Banco de México's FIX: the pesos one US dollar is worth, determined each banking day at noon
 * (series SF43718 of its SIE) and published in the Diario Oficial. A CFDI in dollars states it
 * as TipoCambio (Anexo 20: pesos per unit of Moneda, at most 6 decimals).
 */
export interface FixRate {
  /** Pesos per US dollar, as Banxico publishes it: a decimal text with 4 decimals. */
  rate: string;
  /** The banking day it was determined on: the day asked for, or the last one before it. */
  determinedOn: Day;
}

export interface FixRates {
  /** The FIX in force on `day`; null for a currency Banxico determines none for. */
  fixOn(day: Day, currency: string): Promise<FixRate | null>;
}

/** Banxico determines no FIX on Saturdays and Sundays: the Friday's holds. */
function bankingDayOnOrBefore(day: Day): Day {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  if (weekday === 6) return addDays(day, -1);
  if (weekday === 0) return addDays(day, -2);
  return day;
}

/** The sandbox's rates move around 17.2043 (the FX sandbox's mid rate), in ten-thousandths. */
const BASE_TEN_THOUSANDTHS = 172_043;
const SWING = 600;

/**
 * The FIX sandbox: a rate for every banking day, the same every time it is asked (a published
 * FIX never changes), varying from day to day within ±0.03 pesos, after the service's delay.
 * Integer arithmetic only: the rate is exact ten-thousandths.
 */
export function sandboxBanxicoFix(options: { latencyMs: number }): FixRates {
  return {
    async fixOn(day, currency) {
      if (currency !== 'USD') return null;
      await sleep(options.latencyMs);
      const determinedOn = bankingDayOnOrBefore(day);
      const dayNumber = Math.floor(Date.parse(`${determinedOn}T00:00:00Z`) / 86_400_000);
      const step = ((dayNumber * 7919) % (2 * SWING + 1)) - SWING;
      const tenThousandths = BASE_TEN_THOUSANDTHS + step;
      const rate = `${String(Math.floor(tenThousandths / 10_000))}.${String(tenThousandths % 10_000).padStart(4, '0')}`;
      return { rate, determinedOn };
    },
  };
}
