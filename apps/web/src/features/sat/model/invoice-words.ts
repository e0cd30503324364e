import type { Translator } from '@/i18n/intl';
import type { SatInvoice } from '../api/sat-invoices';

/** Why a candidate ranks where it does, in words ("same RFC, same total, same day"). */
export function reasonsOf(invoice: SatInvoice, t: Translator['t']): string {
  return invoice.matchReasons.map((reason) => t(`sat.reason.${reason}`)).join(', ');
}
