import { unwrap, type OutlayClient } from '@outlay/api-client';
import { fromPromise } from 'xstate';

export const loadAutopayAccounts = fromPromise(({ input }: { input: { client: OutlayClient } }) =>
  unwrap(input.client.GET('/v2/banking-service/custom-bank-account')),
);
