// Happy-path handlers for the Receipts page (/client/receipts): an inbox with one receipt of
// each state that needs the user, kept in memory so confirming, choosing and discarding show.
import type {
  InboxEntry,
  InboxReceipt,
  ReceiptInbox,
  ReceiptLinkEntry,
  ReceiptSender,
  ReceiptSenders,
} from '../schema-types';
import { errorBody, http } from './http';

const coffee: InboxEntry = {
  id: 910001,
  merchant: 'Blue Bottle Coffee',
  date: '2026-11-28',
  amountMinor: 1450,
  currency: 'USD',
};
const taxi: InboxEntry = {
  id: 910002,
  merchant: 'Yellow Cab',
  date: '2026-11-27',
  amountMinor: 3200,
  currency: 'USD',
};
const hotel: InboxEntry = {
  id: 910003,
  merchant: 'Hotel Marquis',
  date: '2026-11-20',
  amountMinor: 48900,
  currency: 'USD',
};

const read = (entry: InboxEntry, method: 'pdf' | 'ocr' | 'cfdi') => ({
  method,
  merchant: entry.merchant,
  date: entry.date,
  totalMinor: entry.amountMinor,
  currency: entry.currency,
  taxMinor: null,
});

function initialReceipts(): InboxReceipt[] {
  return [
    {
      id: '8c1f4e0a-0000-4000-8000-000000000001',
      fileName: 'coffee.pdf',
      contentType: 'application/pdf',
      state: 'suggested',
      unmatchedReason: null,
      read: read(coffee, 'pdf'),
      entry: null,
      suggestions: [
        { entry: coffee, reasons: ['amount', 'merchant'] },
        { entry: taxi, reasons: ['date'] },
      ],
      receivedAt: '2026-11-29T08:00:00.000Z',
    },
    {
      id: '8c1f4e0a-0000-4000-8000-000000000002',
      fileName: 'hotel.jpg',
      contentType: 'image/jpeg',
      state: 'matched',
      unmatchedReason: null,
      read: read(hotel, 'ocr'),
      entry: hotel,
      suggestions: [],
      receivedAt: '2026-11-21T08:00:00.000Z',
    },
  ];
}

let receipts = initialReceipts();

/** The code the mocks take for a listed sender; any other is wrong. */
export const RECEIPT_SENDER_CODE = '123456';
/** The address the mocks treat as another person's. */
export const TAKEN_RECEIPT_SENDER = 'taken@example.com';

let senders: ReceiptSender[] = [];

const sendersAnswer = (): ReceiptSenders => ({
  signInAddress: 'ava.reed@northwind.example',
  senders,
});

/** Back to the first inbox, between tests. */
export function resetReceiptInboxMocks() {
  receipts = initialReceipts();
  senders = [];
}

const missing = () =>
  [coffee, taxi].filter((entry) => !receipts.some((one) => one.entry?.id === entry.id));

function change(id: string, update: (receipt: InboxReceipt) => InboxReceipt) {
  const found = receipts.find((one) => one.id === id) ?? receipts[0];
  if (!found) throw new Error('no receipt');
  const changed = update(found);
  receipts = receipts.map((one) => (one.id === found.id ? changed : one));
  return changed;
}

const matched = (receipt: InboxReceipt, entryId: number): InboxReceipt => ({
  ...receipt,
  state: 'matched',
  entry: [coffee, taxi, hotel].find((entry) => entry.id === entryId) ?? coffee,
  suggestions: [],
});

async function entryIdOf(request: Request) {
  const body = (await request.json().catch(() => ({}))) as { entryId?: number };
  return body.entryId ?? coffee.id;
}

/** The token the mocks treat as a reminder's link gone stale; any other opens the coffee. */
export const EXPIRED_RECEIPT_LINK = 'transaction-receipt.expired';

export const receiptInboxHandlers = [
  http.get('/v2/web/receipt-senders', ({ response }) => response(200).json(sendersAnswer())),
  http.post('/v2/web/receipt-senders', async ({ request, response }) => {
    const body = (await request.json().catch(() => ({}))) as { address?: string };
    const address = (body.address ?? '').toLowerCase();
    if (address === TAKEN_RECEIPT_SENDER) {
      return response(409).json(
        errorBody(
          'This address belongs to another Outlay account, so it cannot send receipts for you. Use an address only you read.',
        ),
      );
    }
    if (!senders.some((one) => one.address === address)) {
      const id = `5e0d6c1a-0000-4000-8000-${String(senders.length + 1).padStart(12, '0')}`;
      senders = [
        ...senders,
        { id, address, state: 'pending', addedAt: '2026-12-01T09:00:00.000Z' },
      ];
    }
    return response(200).json(sendersAnswer());
  }),
  http.post('/v2/web/receipt-senders/{senderId}/verify', async ({ params, request, response }) => {
    const body = (await request.json().catch(() => ({}))) as { code?: string };
    if (body.code !== RECEIPT_SENDER_CODE) {
      return response(400).json(
        errorBody('The code is not correct. You have 4 more tries.', { code: 'CODE_INCORRECT' }),
      );
    }
    senders = senders.map((one) =>
      one.id === params.senderId ? { ...one, state: 'verified' } : one,
    );
    return response(200).json(sendersAnswer());
  }),
  http.delete('/v2/web/receipt-senders/{senderId}', ({ params, response }) => {
    senders = senders.filter((one) => one.id !== params.senderId);
    return response(200).json(sendersAnswer());
  }),
  http.post('/v2/web/receipt-inbox/photos', ({ response }) =>
    response(202).json({ duplicate: false }),
  ),
  http.post(
    '/v2/web/transaction/verify-transaction-receipt-token',
    async ({ request, response }) => {
      const body = (await request.json().catch(() => ({}))) as { token?: string };
      if (body.token === EXPIRED_RECEIPT_LINK) {
        return response(410).json(
          errorBody(
            'This receipt link has expired. Open the purchase from Receipts to add its receipt; the next reminder brings a new link.',
          ),
        );
      }
      const opened: ReceiptLinkEntry = { entry: coffee, receiptCount: 0 };
      return response(200).json(opened);
    },
  ),
  http.get('/v2/web/receipt-inbox/address', ({ response }) =>
    response(200).json({
      address: 'r-5b7e0c2d9a4f4e1b8c3d2a1f0e9d8c7b.1a2b3c4d5e6f7a8b@receipts.outlay.test',
    }),
  ),
  http.get('/v2/web/receipt-inbox', ({ response }) => {
    const inbox: ReceiptInbox = {
      receipts: receipts.filter((one) => one.state !== 'discarded'),
      missingReceipts: missing(),
    };
    return response(200).json(inbox);
  }),
  http.post('/v2/web/receipt-inbox/{receiptId}/confirm', async ({ params, request, response }) => {
    const entryId = await entryIdOf(request);
    return response(200).json(change(params.receiptId, (one) => matched(one, entryId)));
  }),
  http.post('/v2/web/receipt-inbox/{receiptId}/entry', async ({ params, request, response }) => {
    const entryId = await entryIdOf(request);
    return response(200).json(change(params.receiptId, (one) => matched(one, entryId)));
  }),
  http.post('/v2/web/receipt-inbox/{receiptId}/discard', ({ params, response }) =>
    response(200).json(
      change(params.receiptId, (one) => ({
        ...one,
        state: 'discarded',
        entry: null,
        suggestions: [],
      })),
    ),
  ),
  http.post('/v2/web/receipt-inbox/{receiptId}/unmatch', ({ params, response }) =>
    response(200).json(
      change(params.receiptId, (one) => ({
        ...one,
        state: 'unmatched',
        unmatchedReason: 'declined',
        entry: null,
        suggestions: [],
      })),
    ),
  ),
];
