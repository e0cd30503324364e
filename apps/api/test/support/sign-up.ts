// A sign-up applicant for the server's tests: create-account with answers unique per call, the
// applicant's calls with their session, and a Mexican company's answers for each step.
import {
  signUpAddress as address,
  signUpCompanyDetails as companyDetails,
  signUpCompanyForm as companyForm,
  signUpOwnerships as ownerships,
} from '@outlay/api-client/mocks/fixtures/sign-up';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { API } from './sign-in.js';
import { latestMessage } from './signed-in-calls.js';
import type { TestServer } from './test-server.js';

type Method = 'GET' | 'POST' | 'PUT';

// La Esperanza's answers at each step are the web app's mocks' own, so the mocks answer as the
// server does to the same applicant.
export { address, companyDetails, companyForm, ownerships };

export interface Applicant {
  email: string;
  phone: string;
  token: string;
  call(
    method: Method,
    path: string,
    payload?: unknown,
    lang?: string,
  ): Promise<LightMyRequestResponse>;
}

/** Applicants of one test server: each with its own email and phone. */
export function applicantsOf(server: TestServer, prefix = 'lucia') {
  let applicants = 0;

  /** Account answers of a new Mexican applicant, unique per call. */
  function accountAnswers() {
    applicants += 1;
    const serial = String(applicants).padStart(4, '0');
    return {
      firstName: 'Lucía',
      lastName: 'Hernández',
      email: `${prefix}.${serial}@sign-up.test`,
      password: 'Solicitud#2026x',
      birthDate: '1988-05-14',
      over18: true,
      countryCallingCode: '+52',
      phoneNumber: `55 ${prefix === 'lucia' ? '1000' : '2000'} ${serial}`,
    };
  }

  const post = (path: string, payload: unknown, lang = 'en') =>
    server.app.inject({
      method: 'POST',
      url: `${API}${path}`,
      headers: { 'accept-language': lang },
      payload: payload as Record<string, unknown>,
    });

  async function startApplication(overrides: Record<string, unknown> = {}): Promise<Applicant> {
    const answers = { ...accountAnswers(), ...overrides };
    const response = await post('/web/user/create-account', answers);
    expect(response.statusCode, response.body).toBe(200);
    const { secretToken } = response.json<{ secretToken: string }>();
    const call = (method: Method, path: string, payload?: unknown, lang = 'en') =>
      server.app.inject({
        method,
        url: `${API}${path}`,
        headers: { authorization: `Bearer ${secretToken}`, 'accept-language': lang },
        ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      });
    const phone = `52${answers.phoneNumber.replace(/\D/g, '')}`;
    return { email: answers.email, phone, token: secretToken, call };
  }

  async function verifiedApplicant() {
    const applicant = await startApplication();
    const { code } = await latestMessage(server.app, applicant.phone);
    const verified = await applicant.call('POST', '/sign-up/verify-phone', { code });
    expect(verified.statusCode, verified.body).toBe(200);
    return applicant;
  }

  /** An applicant whose steps before the bank step are saved. */
  async function applicantAtBankStep() {
    const applicant = await verifiedApplicant();
    for (const [path, answers] of [
      ['/sign-up/company-form', companyForm],
      ['/sign-up/company-details', companyDetails],
      ['/sign-up/ownerships', ownerships],
      ['/sign-up/account-owner', { role: 'CEO' }],
    ] as const) {
      const saved = await applicant.call('PUT', path, answers);
      expect(saved.statusCode, saved.body).toBe(200);
    }
    return applicant;
  }

  return { accountAnswers, post, startApplication, verifiedApplicant, applicantAtBankStep };
}
