// Happy-path handlers for the transaction drawer: details by id (the fixtures' own, else the
// foreign purchase, the STP transfer and the instalment), memos stored as sent, and the
// transfer confirmation's link.
import {
  cardDetailsById,
  confirmationLink,
  foreignCardDetails,
  loanInstalmentDetails,
  memoSaved,
  stpTransferDetails,
  transferDetailsById,
} from './fixtures/transaction-details';
import { http } from './http';

export const transactionHandlers = [
  http.get('/v2/web/transaction/details/{id}', ({ params, response }) =>
    response(200).json(cardDetailsById[Number(params.id)] ?? foreignCardDetails),
  ),
  http.get('/v2/web/transfer/details/{id}', ({ params, response }) =>
    response(200).json(transferDetailsById[Number(params.id)] ?? stpTransferDetails),
  ),
  http.get('/v2/web/loan/instalment-details/{id}', ({ response }) =>
    response(200).json(loanInstalmentDetails),
  ),
  http.post('/v2/web/transaction/edit-memo', async ({ request, response }) => {
    const body = (await request.json().catch(() => ({}))) as { memo?: unknown };
    return response(200).json(memoSaved(typeof body.memo === 'string' ? body.memo : ''));
  }),
  http.post('/v2/web/transfer/edit-memo', async ({ request, response }) => {
    const body = (await request.json().catch(() => ({}))) as { description?: unknown };
    return response(200).json(
      memoSaved(typeof body.description === 'string' ? body.description : ''),
    );
  }),
  http.get('/v2/web/transfer/download-receipt', ({ response }) =>
    response(200).json(confirmationLink),
  ),
];
