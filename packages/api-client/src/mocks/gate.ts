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
import { mockActionCode } from './fixtures/account-security';
import { adminUser } from './fixtures/users';

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
  // The caller is the admin of the fixtures: their own id confirms (true) or declines (false);
  // another person's id makes them the Primary Account Owner, a transfer that spends a fresh
  // CHANGE_ACCOUNT_OWNER code as the server does.
  http.post('/v2/web/company/confirm-legal-representative', async ({ request, response }) => {
    const body = await request.json();
    const own = body.userId === adminUser.userId;
    if (!own && body.actionCode !== mockActionCode) {
      return response(400).json({
        errors: {
          msg: 'This verification has expired or was already used. Please verify again.',
          code: 'ACTION_CODE_INVALID',
        },
      });
    }
    return response(200).json(
      own && !body.isAdminLegalRepresentative
        ? { legalRepresentative: false, legalRepresentativeConfirmed: false }
        : own
          ? legalRepresentativeConfirmed
          : { legalRepresentative: false, legalRepresentativeConfirmed: true },
    );
  }),
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
