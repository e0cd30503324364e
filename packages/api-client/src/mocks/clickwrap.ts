// Happy-path handlers for the click-wrap provider: the group asked for, and any signature.
import { clickwrapSignature, phoneConsentContracts, termsContracts } from './fixtures/clickwrap';
import { http } from './http';

export const clickwrapHandlers = [
  http.get('/v2/clickwrap/contract-data', ({ request, response }) => {
    const groupKey = new URL(request.url).searchParams.get('groupKey');
    return response(200).json(
      groupKey === phoneConsentContracts.groupKey ? phoneConsentContracts : termsContracts,
    );
  }),
  http.post('/v2/clickwrap/contracts-signed', ({ response }) =>
    response(200).json(clickwrapSignature),
  ),
];
