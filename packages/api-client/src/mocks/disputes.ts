// Happy-path handlers for issue reports: nothing reported yet, and a create that answers the
// report with its support reference number.
import { DISPUTE_REASONS } from '../dispute-reasons';
import { disputeCreated, noDispute } from './fixtures/disputes';
import { http } from './http';

export const disputeHandlers = [
  http.get('/v2/web/transaction/get-dispute/{transactionReferenceId}', ({ response }) =>
    response(200).json(noDispute),
  ),
  http.post('/v2/web/transaction/create-dispute', async ({ request, response }) => {
    const body = (await request.json().catch(() => ({}))) as Record<string, unknown>;
    const reasonKey = DISPUTE_REASONS.find((reason) => reason === body.reasonKey) ?? 'other';
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
