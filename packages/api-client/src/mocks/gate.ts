// Happy-path handlers for the login gate: password status, terms, legal representative and
// phone verification.
import {
  documentPackage,
  inHouseAgreementConfig,
  legalRepresentativeConfirmed,
  passwordWarningSent,
  phoneCodeSent,
  phoneNonPersonal,
  phoneVerificationConfig,
  phoneVerified,
  termsAccepted,
} from './fixtures/login-gate';
import { http } from './http';

export const gateHandlers = [
  http.patch('/v2/web/user/update-password-changed-status', ({ response }) =>
    response(200).json(passwordWarningSent),
  ),
  http.get('/v2/web/user/agreement-config', ({ response }) =>
    response(200).json(inHouseAgreementConfig),
  ),
  http.get('/v2/web/user/document-package', ({ response }) => response(200).json(documentPackage)),
  http.post('/v2/web/user/terms-and-conditions-consent', ({ response }) =>
    response(200).json(termsAccepted),
  ),
  http.post('/v2/web/company/confirm-legal-representative', ({ response }) =>
    response(200).json(legalRepresentativeConfirmed),
  ),
  http.get('/v2/web/user/phone-verification-config', ({ response }) =>
    response(200).json(phoneVerificationConfig),
  ),
  http.post('/v2/web/user/phone-verification-code', ({ response }) =>
    response(200).json(phoneCodeSent),
  ),
  http.post('/v2/web/user/verify-phone-number', ({ response }) =>
    response(200).json(phoneVerified),
  ),
  http.post('/v2/web/user/set-phone-non-personal', ({ response }) =>
    response(200).json(phoneNonPersonal),
  ),
];
