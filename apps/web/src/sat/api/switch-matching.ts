import { unwrap } from '@outlay/api-client';
import { apiClient } from '../../lib/api-client';

/** Switches invoice matching on or off (spec part 2 §7); answers the account. */
export const switchMatching = (on: boolean) =>
  unwrap(
    apiClient.PATCH('/v2/web/satws/account/settings', {
      body: { updateKey: 'syncInvoiceStatus', updateValue: on ? 'on' : 'off' },
    }),
  ).then((body) => body.data.account);
