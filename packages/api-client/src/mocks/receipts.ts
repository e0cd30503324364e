// Happy-path handlers for receipts: the list of one entry's files, uploads that answer it, and
// deletes that answer what is left.
import { receiptList } from './fixtures/dashboard';
import { http } from './http';

export const receiptHandlers = [
  http.get('/v2/web/transaction/get-receipt', ({ response }) => response(200).json(receiptList)),
  http.post('/v2/web/transaction/upload-receipt', ({ response }) =>
    response(201).json(receiptList),
  ),
  http.get('/v2/web/transfer/get-receipt', ({ response }) => response(200).json(receiptList)),
  http.post('/v2/web/transfer/upload-receipt', ({ response }) => response(201).json(receiptList)),
  http.delete('/v2/web/transaction/delete-receipt', ({ response }) =>
    response(200).json({ receipts: [] }),
  ),
  http.delete('/v2/web/transfer/delete-receipt', ({ response }) =>
    response(200).json({ receipts: [] }),
  ),
];
