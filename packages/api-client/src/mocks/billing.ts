// Happy-path handlers for the billing configuration and the top banner.
import { billingTopBanner, northwindBillingConfiguration } from './fixtures/billing';
import { http } from './http';

export const billingHandlers = [
  http.get('/v2/web/billing/billing-configuration', ({ response }) =>
    response(200).json(northwindBillingConfiguration),
  ),
  http.get('/v2/web/company/top-banner', ({ response }) => response(200).json(billingTopBanner)),
];
