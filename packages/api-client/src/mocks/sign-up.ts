// Happy-path handlers for the sign-up wizard: each save answers the application one step on.
import {
  accountCreated,
  signUpBelvoLink,
  signUpCodeSent,
  signUpLinkToken,
  signUpPhoneVerified,
  signUpReadyForReview,
  signUpSubmitted,
} from './fixtures/sign-up';
import { http } from './http';

export const signUpHandlers = [
  http.post('/v2/web/user/create-account', ({ response }) => response(200).json(accountCreated)),
  http.post('/v2/sign-up/phone-code', ({ response }) => response(200).json(signUpCodeSent)),
  http.post('/v2/sign-up/verify-phone', ({ response }) => response(200).json(signUpPhoneVerified)),
  http.get('/v2/sign-up/application', ({ response }) => response(200).json(signUpPhoneVerified)),
  http.put('/v2/sign-up/company-form', ({ response }) => response(200).json(signUpPhoneVerified)),
  http.put('/v2/sign-up/company-details', ({ response }) =>
    response(200).json(signUpPhoneVerified),
  ),
  http.put('/v2/sign-up/ownerships', ({ response }) => response(200).json(signUpPhoneVerified)),
  http.put('/v2/sign-up/account-owner', ({ response }) => response(200).json(signUpPhoneVerified)),
  http.put('/v2/sign-up/bank-accounts', ({ response }) => response(200).json(signUpReadyForReview)),
  http.put('/v2/sign-up/bank-preferences', async ({ request, response }) => {
    const chosen = await request.json();
    const { bankAccounts } = signUpReadyForReview;
    return response(200).json({
      ...signUpReadyForReview,
      completedSteps: signUpReadyForReview.completedSteps.filter((step) => step !== 'bankAccounts'),
      nextStep: 'bankAccounts',
      bankAccounts: bankAccounts && { ...bankAccounts, ...chosen },
    });
  }),
  http.post('/v2/sign-up/bank-account', ({ response }) => response(200).json(signUpReadyForReview)),
  http.post('/v2/sign-up/bank-link/link-token', ({ response }) =>
    response(200).json(signUpLinkToken),
  ),
  http.post('/v2/sign-up/bank-link/exchange', ({ response }) =>
    response(200).json(signUpBelvoLink),
  ),
  http.post('/v2/sign-up/add-fiscal-account', ({ response }) =>
    response(200).json(signUpReadyForReview),
  ),
  http.post('/v2/sign-up/submit', ({ response }) => response(200).json(signUpSubmitted)),
];
