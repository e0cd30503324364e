// A sign-up applicant for the server's tests: create-account with answers unique per call, the
// applicant's calls with their session, and a Mexican company's answers for each step.
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { API } from './sign-in.js';
import { latestMessage } from './signed-in-calls.js';
import type { TestServer } from './test-server.js';

type Method = 'GET' | 'POST' | 'PUT';

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

export const address = {
  line1: 'Av. Paseo de la Reforma 222',
  line2: 'Piso 4',
  unit: '401',
  country: 'MX',
  county: '',
  state: 'CMX',
  city: 'Ciudad de México',
  postalCode: '06600',
};
export const companyForm = {
  country: 'MX',
  legalName: 'Tortillería La Esperanza S.A. de C.V.',
  tradingName: 'La Esperanza',
  registrationNumber: 'MX-12345',
  website: 'https://laesperanza.mx',
  businessDescription: 'Tortillas and masa for restaurants in Mexico City.',
  industryType: 'MANUFACTURING',
  businessType: 'CORPORATION',
};
export const companyDetails = {
  formationYear: 2012,
  formationLocation: 'MX',
  businessAddress: address,
  residentialAddress: address,
  monthlyCardSpend: 250000.5,
  operatingCountries: ['MX'],
  taxId: 'TLE120514AB1',
};
const person = {
  firstName: 'Lucía',
  lastName: 'Hernández',
  idNumber: 'HEHL880514',
  birthDate: '1988-05-14',
};
export const ownerships = {
  leaders: [{ ...person, title: 'Directora general' }],
  owners: [{ ...person, ownershipPercent: 60, over18: true }],
};

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
