import type { Services } from '../services.js';
import { type BulkPayments, createBulkPayments } from './bulk.js';
import { createFxSandbox } from './fx/fx-sandbox.js';
import { type FxQuotes, createFxQuotes } from './fx-quotes.js';
import { createRouteFusionSandbox, createStpSandbox } from './rails/stp-sandbox.js';
import { type Recipients, createRecipients } from './recipients.js';
import { type Transfers, createTransfers } from './transfers.js';

/**
 * The payments domain: saved recipients and transfers on their rails. The rails are the
 * sandboxes (the only adapters for now), which behave like STP and route-fusion; bulk batches
 * place their rows' payments through the same transfers; a payment in another currency is
 * priced by the FX provider (its sandbox, too).
 */
export function createPaymentRails(
  services: Services,
): [Recipients, Transfers, BulkPayments, FxQuotes] {
  const config = services.config.paymentRails.sandbox;
  const recipients = createRecipients({ db: services.db, clock: services.clock });
  const fxQuotes = createFxQuotes({
    db: services.db,
    clock: services.clock,
    services,
    provider: createFxSandbox({
      clock: services.clock,
      config: { quoteMs: config.fxQuoteMs, validMs: config.fxQuoteValidMs },
    }),
  });
  const transfers = createTransfers(services, {
    recipients,
    fxQuotes,
    rails: {
      STP: createStpSandbox({ db: services.db, clock: services.clock, config }),
      RouteFusion: createRouteFusionSandbox({ config }),
    },
  });
  return [recipients, transfers, createBulkPayments(services, transfers), fxQuotes];
}
