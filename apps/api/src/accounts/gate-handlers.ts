// Contract operations served here (method, path, operationId):
//   PATCH /v2/web/user/update-password-changed-status  updatePasswordChangedStatus
//   GET /v2/web/user/agreement-config  getAgreementConfig
//   GET /v2/web/user/document-package  getDocumentPackage
//   POST /v2/web/user/terms-and-conditions-consent  acceptTerms
//   POST /v2/web/company/confirm-legal-representative  confirmLegalRepresentative
//   GET /v2/web/user/phone-verification-config  getPhoneVerificationConfig
//   POST /v2/web/user/phone-verification-code  sendPhoneVerificationCode
//   POST /v2/web/user/verify-phone-number  verifyPhoneNumber
//   POST /v2/web/user/set-phone-non-personal  markPhoneNonPersonal

import { confirmLegalRepresentative } from '../accounts/legal-representative.js';
import type { PasswordChange } from '../accounts/password-change.js';
import type { PhoneVerification } from '../accounts/phone-verification.js';
import type { Terms } from '../accounts/terms.js';
import { codeSentAnswer } from '../auth/code-delivery.js';
import type { Handlers } from '../contract/types.js';
import { sessionOf } from '../http/session-of.js';
import { translate } from '../i18n/messages.js';
import type { PrimaryAccountOwner } from '../team/primary-account-owner.js';

type GateHandlers = Pick<
  Handlers,
  | 'updatePasswordChangedStatus'
  | 'getAgreementConfig'
  | 'getDocumentPackage'
  | 'acceptTerms'
  | 'confirmLegalRepresentative'
  | 'getPhoneVerificationConfig'
  | 'sendPhoneVerificationCode'
  | 'verifyPhoneNumber'
  | 'markPhoneNonPersonal'
>;

/** The gates after sign-in (spec part 1 §4.1, §4.2, §4.5); the rules live in accounts/. */
export function gateHandlers(domains: {
  passwordChange: PasswordChange;
  terms: Terms;
  phone: PhoneVerification;
  owner: PrimaryAccountOwner;
}): GateHandlers {
  const { passwordChange, terms, phone, owner } = domains;
  return {
    async updatePasswordChangedStatus({ body, credentials }) {
      await passwordChange.dismissWarning(sessionOf(credentials), body.userId);
      return { status: 200, body: { passwordChangedStatus: 'WARN_SENT' } };
    },

    async getAgreementConfig({ credentials }) {
      return { status: 200, body: await terms.agreementConfig(sessionOf(credentials)) };
    },

    getDocumentPackage() {
      return Promise.resolve({ status: 200, body: { data: terms.documentPackage() } });
    },

    async acceptTerms({ body, credentials, request }) {
      await terms.accept({ session: sessionOf(credentials), ipAddress: request.ip }, body);
      return { status: 200, body: { isTermsAndConditionsAccepted: true } };
    },

    async confirmLegalRepresentative({ body, credentials }) {
      const result = await confirmLegalRepresentative(owner, sessionOf(credentials), body);
      return { status: 200, body: result };
    },

    async getPhoneVerificationConfig({ credentials }) {
      return { status: 200, body: await phone.config(sessionOf(credentials)) };
    },

    async sendPhoneVerificationCode({ credentials, lang }) {
      const maskedPhone = await phone.sendCode(sessionOf(credentials), lang);
      return { status: 200, body: { ...codeSentAnswer(lang), maskedPhone } };
    },

    async verifyPhoneNumber({ body, credentials, lang }) {
      await phone.verify(sessionOf(credentials), body.code);
      return { status: 200, body: { msg: translate(lang, 'phone.verified') } };
    },

    async markPhoneNonPersonal({ credentials, lang }) {
      await phone.markNonPersonal(sessionOf(credentials));
      return { status: 200, body: { msg: translate(lang, 'phone.nonPersonal') } };
    },
  };
}
