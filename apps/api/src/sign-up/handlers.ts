// Contract operations served here (method, path, operationId):
//   POST /v2/web/user/create-account  createAccount
//   POST /v2/sign-up/phone-code  sendSignUpPhoneCode
//   POST /v2/sign-up/verify-phone  verifySignUpPhone
//   GET /v2/sign-up/application  getSignUpApplication
//   PUT /v2/sign-up/company-form  saveSignUpCompanyForm
//   PUT /v2/sign-up/company-details  saveSignUpCompanyDetails
//   PUT /v2/sign-up/ownerships  saveSignUpOwnerships
//   PUT /v2/sign-up/account-owner  saveSignUpAccountOwner
//   PUT /v2/sign-up/bank-accounts  saveSignUpBankAccounts
//   PUT /v2/sign-up/bank-preferences  saveSignUpBankPreferences
//   POST /v2/sign-up/bank-account  addSignUpBankAccount
//   POST /v2/sign-up/bank-link/link-token  createSignUpLinkToken
//   POST /v2/sign-up/bank-link/exchange  exchangeSignUpPublicToken
//   POST /v2/sign-up/add-fiscal-account  addFiscalAccount
//   POST /v2/sign-up/submit  submitSignUp

import { codeSentAnswer } from '../auth/code-delivery.js';
import type { Handlers } from '../contract/types.js';
import { openSession } from '../http/signed-in-session.js';
import type { Services } from '../services.js';
import type { SignUp } from '../sign-up/sign-up.js';
import { sessionOf } from '../http/session-of.js';

type SignUpHandlers = Pick<
  Handlers,
  | 'createAccount'
  | 'sendSignUpPhoneCode'
  | 'verifySignUpPhone'
  | 'getSignUpApplication'
  | 'saveSignUpCompanyForm'
  | 'saveSignUpCompanyDetails'
  | 'saveSignUpOwnerships'
  | 'saveSignUpAccountOwner'
  | 'saveSignUpBankAccounts'
  | 'saveSignUpBankPreferences'
  | 'addSignUpBankAccount'
  | 'createSignUpLinkToken'
  | 'exchangeSignUpPublicToken'
  | 'addFiscalAccount'
  | 'submitSignUp'
>;

/** The sign-up wizard: each operation is one call of the sign-up domain, as its applicant. */
export function signUpHandlers(services: Services, signUp: SignUp): SignUpHandlers {
  const saved = (application: Awaited<ReturnType<SignUp['application']>>) =>
    ({ status: 200, body: application }) as const;
  return {
    async createAccount({ body, lang, request, reply }) {
      const created = await signUp.createAccount(body, lang);
      const user = await openSession(services, { request, reply }, created.owner);
      return {
        status: 200,
        body: {
          ...codeSentAnswer(lang),
          secretToken: user.secretToken,
          maskedPhone: created.maskedPhone,
          application: created.application,
        },
      };
    },
    async sendSignUpPhoneCode({ credentials, lang }) {
      const maskedPhone = await signUp.sendPhoneCode(sessionOf(credentials), lang);
      return { status: 200, body: { ...codeSentAnswer(lang), maskedPhone } };
    },
    async verifySignUpPhone({ body, credentials }) {
      return saved(await signUp.verifyPhone(sessionOf(credentials), body.code));
    },
    async getSignUpApplication({ credentials }) {
      return saved(await signUp.application(sessionOf(credentials)));
    },
    async saveSignUpCompanyForm({ body, credentials }) {
      return saved(await signUp.saveCompanyForm(sessionOf(credentials), body));
    },
    async saveSignUpCompanyDetails({ body, credentials }) {
      return saved(await signUp.saveCompanyDetails(sessionOf(credentials), body));
    },
    async saveSignUpOwnerships({ body, credentials }) {
      return saved(await signUp.saveOwnerships(sessionOf(credentials), body));
    },
    async saveSignUpAccountOwner({ body, credentials }) {
      return saved(await signUp.saveAccountOwner(sessionOf(credentials), body));
    },
    async saveSignUpBankAccounts({ body, credentials }) {
      return saved(await signUp.saveBankAccounts(sessionOf(credentials), body));
    },
    async saveSignUpBankPreferences({ body, credentials }) {
      return saved(await signUp.saveBankPreferences(sessionOf(credentials), body));
    },
    async addSignUpBankAccount({ body, credentials, lang }) {
      return saved(await signUp.addBankAccount(sessionOf(credentials), body.account, lang));
    },
    async createSignUpLinkToken({ body, credentials }) {
      return { status: 200, body: await signUp.createLinkToken(sessionOf(credentials), body) };
    },
    async exchangeSignUpPublicToken({ body, credentials }) {
      return { status: 200, body: await signUp.linkBank(sessionOf(credentials), body.publicToken) };
    },
    async addFiscalAccount({ body, credentials }) {
      return saved(await signUp.addFiscalAccount(sessionOf(credentials), body));
    },
    async submitSignUp({ body, credentials }) {
      return saved(await signUp.submit(sessionOf(credentials), body));
    },
  };
}
