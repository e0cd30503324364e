// Happy-path handlers for receipts: the list of one entry's files, and uploads that answer it.
import { receiptList } from './fixtures/dashboard';
import { http } from './http';

export const receiptHandlers = [
  http.get('/v2/web/transaction/get-receipt', ({ response }) => response(200).json(receiptList)),
  http.post('/v2/web/transaction/upload-receipt', ({ response }) =>
    response(201).json(receiptList),
  ),
  http.get('/v2/web/transfer/get-receipt', ({ response }) => response(200).json(receiptList)),
  http.post('/v2/web/transfer/upload-receipt', ({ response }) => response(201).json(receiptList)),
];
