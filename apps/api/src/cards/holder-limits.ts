import type { components } from '@outlay/api-client/schema';
import { toMinor } from '@outlay/rules';

type Period = components['schemas']['CardLimitPeriod'];

export interface CardLimit {
  spendLimit: number | null;
  limitPeriod: Period;
}

/** What a card asks for: a limit may be left out (the role's control applies). */
export interface RequestedLimit {
  spendLimit?: number | undefined;
  limitPeriod: Period;
}

/**
 * The limit a non-admin's new card gets: never looser than their role's spend control, since
 * only an admin sets limits beyond it. Left out, the control's limit applies (lifetime when
 * either asks for it, the stricter of the two). Null when the request goes beyond the control:
 * a higher amount, or a monthly limit under a lifetime control (it would start again each
 * month). A role without a limit puts none on its cards either.
 */
export function limitWithinControl(
  request: RequestedLimit,
  control: CardLimit,
  currency: string,
): CardLimit | null {
  if (control.spendLimit === null) {
    return { spendLimit: request.spendLimit ?? null, limitPeriod: request.limitPeriod };
  }
  if (request.spendLimit === undefined) {
    const lifetime = request.limitPeriod === 'lifetime' || control.limitPeriod === 'lifetime';
    return { spendLimit: control.spendLimit, limitPeriod: lifetime ? 'lifetime' : 'monthly' };
  }
  // Amounts arrive as decimals of the platform currency `currency`: compared in its minor units,
  // so 999.99 + 0.01 is not above 1000 by a float's error.
  if (toMinor(request.spendLimit, currency) > toMinor(control.spendLimit, currency)) return null;
  if (control.limitPeriod === 'lifetime' && request.limitPeriod === 'monthly') return null;
  return { spendLimit: request.spendLimit, limitPeriod: request.limitPeriod };
}
