// Happy-path handler for the autopay bank accounts: Canada's, whose PAD agreement is unsigned.
import { canadaAutopayAccounts } from './fixtures/banking';
import { http } from './http';

export const bankingHandlers = [
  http.get('/v2/banking-service/custom-bank-account', ({ response }) =>
    response(200).json(canadaAutopayAccounts),
  ),
];
