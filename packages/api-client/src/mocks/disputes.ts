// Happy-path handlers for issue reports: nothing reported yet, and a create that answers the
// report with its support reference number.
import { disputeCreated, noDispute } from './fixtures/disputes';
import { http } from './http';

const REASONS = [
  'transaction_not_recognised',
  'goods_not_received',
  'duplicate_transaction',
  'service_not_as_described',
  'transaction_cancelled_still_charged',
  'transaction_not_authorised',
  'other',
] as const;

export const disputeHandlers = [
  http.get('/v2/web/transaction/get-dispute/{transactionReferenceId}', ({ response }) =>
    response(200).json(noDispute),
  ),
  http.post('/v2/web/transaction/create-dispute', async ({ request, response }) => {
    const body = (await request.json().catch(() => ({}))) as Record<string, unknown>;
    const reasonKey = REASONS.find((reason) => reason === body.reasonKey) ?? 'other';
    return response(201).json(
      disputeCreated({
        transactionReferenceId:
          typeof body.transactionReferenceId === 'number' ? body.transactionReferenceId : 1,
        type: body.type === 'payment' ? 'payment' : 'card',
        reasonKey,
        reasonDescription:
          typeof body.reasonDescription === 'string' && body.reasonDescription !== ''
            ? body.reasonDescription
            : reasonKey,
        comment: typeof body.comment === 'string' ? body.comment : undefined,
      }),
    );
  }),
];
