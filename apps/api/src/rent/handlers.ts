// Contract operations served here (method, path, operationId):
//   GET /v2/web/rent/payments  getRentPayments
//   POST /v2/web/rent/payments  createRentPayment
//   PUT /v2/web/rent/schedules/{scheduleId}/state  setRentScheduleState
//   POST /v2/web/rent/payments/{paymentId}/landlord-cfdi  uploadRentLandlordCfdi

import type { Handlers } from '../contract/types.js';
import { sessionOf } from '../http/session-of.js';
import type { Services } from '../services.js';
import { rentOf } from './service.js';

/** Rent by card: what paying needs and the payments made, and paying a landlord. */
export function rentHandlers(
  services: Services,
): Pick<
  Handlers,
  'getRentPayments' | 'createRentPayment' | 'setRentScheduleState' | 'uploadRentLandlordCfdi'
> {
  const rent = rentOf(services);
  return {
    async getRentPayments({ credentials, lang }) {
      return { status: 200, body: await rent.overview(sessionOf(credentials), lang) };
    },
    async createRentPayment({ body, credentials, lang }) {
      return { status: 201, body: await rent.create(sessionOf(credentials), body, lang) };
    },
    async setRentScheduleState({ params, body, credentials }) {
      const schedule = await rent.schedules.setState(
        sessionOf(credentials),
        params.scheduleId,
        body.state,
      );
      return { status: 200, body: schedule };
    },
    async uploadRentLandlordCfdi({ params, body, credentials, lang }) {
      const payment = await rent.landlordCfdis.upload(
        sessionOf(credentials),
        params.paymentId,
        body.file,
        lang,
      );
      return { status: 200, body: payment };
    },
  };
}
