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

import { maskedPhoneOf, phoneOf } from '../auth/two-factor-methods.js';
import type { SecurityState } from '../accounts/account-security.js';
import {
  PHONE_VERIFICATION_POLICY,
  phoneVerificationApplies,
} from '../accounts/phone-verification-policy.js';
import { type CodeReason, codeSentAnswer } from '../auth/code-delivery.js';
import type { Handlers } from '../contract/types.js';
import { IN_HOUSE_PACKAGE, LEGAL_DOCUMENTS, inHouseDocumentLink } from '../legal/documents.js';
import { AppError } from '../http/errors.js';
import type { Session } from '../http/security.js';
import { translate } from '../i18n/messages.js';
import { CLICKWRAP_ACCESS_ID, CLICKWRAP_GROUPS } from '../providers/clickwrap.js';
import type { Services } from '../services.js';
import type { PrimaryAccountOwner } from '../team/primary-account-owner.js';
import { asBadRequest, securityStateOf, sessionOf } from './signed-in.js';

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

const PHONE_CODE: CodeReason = { kind: 'phone-verification' };
const notYours = () => new AppError(404, 'NOT_FOUND', 'gate.notYours');
const nothingToVerify = () => new AppError(404, 'NOT_FOUND', 'phone.nothingToVerify');

function packageDocuments() {
  return IN_HOUSE_PACKAGE.flatMap((id) => {
    const document = LEGAL_DOCUMENTS.get(id);
    return document ? [document] : [];
  });
}

/**
 * The phone this user could verify now, or a 404 saying there is none: the conditions of
 * spec §4.5 that the web app checks before it opens the dialog, checked again here.
 */
function phoneToVerify(state: SecurityState, session: Session): string {
  const phone = phoneOf(state);
  if (
    phone === null ||
    state.isPhoneVerified ||
    !state.isPhoneNumberPersonal ||
    state.phoneVerificationDisabled ||
    !phoneVerificationApplies(PHONE_VERIFICATION_POLICY, {
      id: session.companyId,
      countryCode: state.companyCountryCode,
    })
  ) {
    throw nothingToVerify();
  }
  return phone;
}

/** The gates after sign-in (spec part 1 §4.1, §4.2, §4.5): each answers for the caller only. */
export function gateHandlers(services: Services, owner: PrimaryAccountOwner): GateHandlers {
  const { accountSecurity, clickwrap, codeDelivery } = services;

  const ownUser = (session: Session, userId: string) => {
    if (userId !== session.userPublicId) throw notYours();
  };

  return {
    async updatePasswordChangedStatus({ body, credentials }) {
      const session = sessionOf(credentials);
      ownUser(session, body.userId);
      if (!(await accountSecurity.markPasswordWarningSent(session))) {
        throw new AppError(409, 'CONFLICT', 'gate.nothingToDismiss');
      }
      return { status: 200, body: { passwordChangedStatus: 'WARN_SENT' } };
    },

    async getAgreementConfig({ credentials }) {
      const state = await securityStateOf(services, sessionOf(credentials));
      const { groupId, groupKey } = CLICKWRAP_GROUPS.terms;
      return {
        status: 200,
        body: {
          agreementProvider: state.agreementProvider,
          accessId: CLICKWRAP_ACCESS_ID,
          groupId,
          groupKey,
          signerId: state.publicId,
        },
      };
    },

    getDocumentPackage() {
      const items = packageDocuments().map((document) => ({
        id: document.id,
        documentName: document.name,
        documentLink: inHouseDocumentLink(document.id),
        title: document.title,
      }));
      return Promise.resolve({ status: 200, body: { data: { items } } });
    },

    async acceptTerms({ body, credentials, request }) {
      const session = sessionOf(credentials);
      const state = await securityStateOf(services, session);
      const notAgreed = () => new AppError(409, 'CONFLICT', 'gate.termsNotAgreed');
      if (body.agreementProvider !== state.agreementProvider) throw notAgreed();
      let documents: { id: string; version: string }[];
      if (state.agreementProvider === 'clickwrap') {
        const { groupKey, contracts } = CLICKWRAP_GROUPS.terms;
        // The provider, not the browser, says whether the user signed.
        if (!(await clickwrap.hasSigned(CLICKWRAP_ACCESS_ID, groupKey, state.publicId))) {
          throw notAgreed();
        }
        documents = contracts.map((id) => ({
          id,
          version: LEGAL_DOCUMENTS.get(id)?.version ?? '',
        }));
      } else {
        const agreed = new Set(body.documentIds ?? []);
        const all = packageDocuments();
        if (!all.every((document) => agreed.has(document.id))) throw notAgreed();
        documents = all.map(({ id, version }) => ({ id, version }));
      }
      await accountSecurity.acceptTerms(session, {
        provider: state.agreementProvider,
        documents,
        ipAddress: request.ip,
      });
      return { status: 200, body: { isTermsAndConditionsAccepted: true } };
    },

    async confirmLegalRepresentative({ body, credentials }) {
      const session = sessionOf(credentials);
      // x-outlay-access already admits admins only; this keeps the rule next to its SQL.
      if (session.role !== 'admin') throw new AppError(404, 'NOT_FOUND', 'gate.adminOnly');
      if (body.companyId !== session.companyId) throw notYours();
      // The caller's own id, or another active person's (the Primary Account Owner modal).
      const result = await owner.answer(session, {
        userPublicId: body.userId,
        isAdminLegalRepresentative: body.isAdminLegalRepresentative,
        ...(body.actionCode === undefined ? {} : { actionCode: body.actionCode }),
      });
      return { status: 200, body: result };
    },

    async getPhoneVerificationConfig({ credentials }) {
      const state = await securityStateOf(services, sessionOf(credentials));
      const { groupId, groupKey } = CLICKWRAP_GROUPS.phoneConsent;
      return {
        status: 200,
        body: {
          accessId: CLICKWRAP_ACCESS_ID,
          groupId,
          groupKey,
          signerId: state.publicId,
          ...PHONE_VERIFICATION_POLICY,
        },
      };
    },

    async sendPhoneVerificationCode({ credentials, lang }) {
      const session = sessionOf(credentials);
      const state = await securityStateOf(services, session);
      const phone = phoneToVerify(state, session);
      const { groupKey } = CLICKWRAP_GROUPS.phoneConsent;
      if (!(await clickwrap.hasSigned(CLICKWRAP_ACCESS_ID, groupKey, state.publicId))) {
        throw new AppError(409, 'CONFLICT', 'phone.consentMissing');
      }
      await codeDelivery.send(session, PHONE_CODE, { channel: 'sms', phone }, lang);
      return {
        status: 200,
        body: { ...codeSentAnswer(lang), maskedPhone: maskedPhoneOf(state) ?? '' },
      };
    },

    async verifyPhoneNumber({ body, credentials, lang }) {
      const session = sessionOf(credentials);
      phoneToVerify(await securityStateOf(services, session), session);
      try {
        await codeDelivery.consume(session, PHONE_CODE, body.code);
      } catch (error) {
        if (error instanceof AppError && error.code === 'CODE_LOCKED') {
          // Spec §3.1: isPhoneVerificationDisabledByMaxAttempts; the dialog closes on 404.
          await accountSecurity.disablePhoneVerification(session);
          throw new AppError(404, 'NOT_FOUND', 'phone.lockedOut');
        }
        throw asBadRequest(error);
      }
      await accountSecurity.markPhoneVerified(session);
      return { status: 200, body: { msg: translate(lang, 'phone.verified') } };
    },

    async markPhoneNonPersonal({ credentials, lang }) {
      const session = sessionOf(credentials);
      await accountSecurity.markPhoneNonPersonal(session);
      return { status: 200, body: { msg: translate(lang, 'phone.nonPersonal') } };
    },
  };
}
