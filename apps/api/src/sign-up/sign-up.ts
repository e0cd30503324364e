// The company sign-up wizard (spec part 2 §2.7, §4, §5): create-account makes a pending company
// and its applicant, texts a code to the phone and opens a session; every step after is saved
// as it is completed, so the wizard resumes at the first step not complete; submit needs both
// agreements. A draft is its applicant's only: every query is scoped by the session's company
// and user.
import { randomUUID } from 'node:crypto';
import type { components, SignUpCountry as Country } from '@outlay/api-client/schema';
import {
  isSignUpCountry,
  maskPhone,
  nationalDigits,
  normalizeCallingCode,
  rfcProblem,
  SIGN_UP_STEPS,
  type SignUpStep,
} from '@outlay/rules';
import { newPasswordProblem } from '../auth/password-rules.js';
import type { CodeReason } from '../auth/code-delivery.js';
import type { BankLinking } from '../bank-linking/bank-linking.js';
import { sql, type Updateable } from 'kysely';
import type { Db } from '../db/db.js';
import type { SignUpApplications } from '../db/schema.js';
import { kyselyAcrossCompanies, kyselyOf } from '../db/kysely.js';
import { AppError } from '../http/errors.js';
import type { Session } from '../http/security.js';
import type { Lang } from '../i18n/language.js';
import type { Services } from '../services.js';
import {
  applicationOf,
  applicationRows,
  orderedSteps,
  type ApplicationRow,
  type SignUpApplication,
  type StepColumn,
} from './applications.js';
import { seal } from './sealed-secrets.js';
import { linkedAccountOf, manualAccountOf } from './sign-up-bank-accounts.js';
import {
  checkAccount,
  checkCompanyDetails,
  checkCompanyForm,
  checkOwnerships,
} from './sign-up-checks.js';

type Schemas = components['schemas'];

const PHONE_CODE: CodeReason = { kind: 'phone-verification' };

/** The card service, currency and ISO numeric code a company of each country starts with. */
const MARKETS = {
  US: { geoId: 840, cardServiceType: 'stripe-us', currency: 'USD' },
  MX: { geoId: 484, cardServiceType: 'tutuka', currency: 'MXN' },
  BR: { geoId: 76, cardServiceType: 'tutuka-brazil', currency: 'BRL' },
  CO: { geoId: 170, cardServiceType: 'tutuka-colombia', currency: 'COP' },
  CA: { geoId: 124, cardServiceType: 'marqeta-canada', currency: 'CAD' },
  GB: { geoId: 826, cardServiceType: 'stripe-uk', currency: 'GBP' },
} as const satisfies Record<Country, { geoId: number; cardServiceType: string; currency: string }>;

/** Before the company form says, the phone's calling code is the best guess of the country. */
const COUNTRY_OF_CALLING_CODE: Record<string, Country> = {
  '+1': 'US',
  '+52': 'MX',
  '+55': 'BR',
  '+57': 'CO',
  '+44': 'GB',
};

/** The step each save completes, and the steps it needs complete first. */
const STEP_OF_COLUMN: Record<StepColumn, SignUpStep> = {
  company_form: 'companyForm',
  company_details: 'companyDetails',
  ownerships: 'ownerships',
  account_owner: 'accountOwner',
};

const noApplication = () => new AppError(404, 'NOT_FOUND', 'signUp.noApplication');
const stepsMissing = () => new AppError(409, 'CONFLICT', 'signUp.stepsMissing');

const phoneDigits = (callingCode: string, phoneNumber: string) =>
  `${normalizeCallingCode(callingCode)}${nationalDigits(phoneNumber)}`.replace(/\D/g, '');

export interface CreatedApplicant {
  owner: { userId: number; companyId: number; userPublicId: string };
  application: SignUpApplication;
  maskedPhone: string;
}

export function createSignUp(services: Services, bankLinking: BankLinking) {
  const { db, clock, passwords, codeDelivery } = services;
  const fiscalKey = services.fiscalCredentialsKey;

  async function rowOf(session: Pick<Session, 'companyId' | 'userId'>, tx: Db = db) {
    const row = await applicationRows(kyselyOf(tx), session).executeTakeFirst();
    if (!row) throw noApplication();
    return row;
  }

  /** A change to the applicant's application, stamped with its time. */
  const changeApplication = (session: Session, tx: Db, change: Updateable<SignUpApplications>) =>
    kyselyOf(tx)
      .updateTable('sign_up_applications')
      .set({ ...change, updated_at: clock.now() })
      .where('company_id', '=', session.companyId)
      .where('user_id', '=', session.userId)
      .execute();

  /** The row, locked for a change: no change once submitted; earlier steps complete. */
  async function draftFor(session: Session, tx: Db, needs: readonly SignUpStep[]) {
    await kyselyOf(tx)
      .selectFrom('sign_up_applications')
      .select('company_id')
      .where('company_id', '=', session.companyId)
      .where('user_id', '=', session.userId)
      .forUpdate()
      .execute();
    const row = await rowOf(session, tx);
    if (row.status === 'submitted') throw new AppError(409, 'CONFLICT', 'signUp.submitted');
    if (!needs.every((step) => row.completed_steps.includes(step))) throw stepsMissing();
    return row;
  }

  const stepsBefore = (step: SignUpStep) => SIGN_UP_STEPS.slice(0, SIGN_UP_STEPS.indexOf(step));

  async function markComplete(session: Session, tx: Db, row: ApplicationRow, step: SignUpStep) {
    await saveCompletedSteps(session, tx, orderedSteps([...row.completed_steps, step]));
  }

  /** The bank step is complete with an account, and for a Mexican company its SAT credentials. */
  /** The bank location and statement currency as chosen, on the applicant's draft. */
  async function keepBankPreferences(session: Session, body: Schemas['BankAccounts'], tx: Db) {
    await changeApplication(session, tx, {
      bank_location: body.bankLocation,
      statement_currency: body.preferredStatementCurrency,
    });
  }

  async function settleBankStep(session: Session, tx: Db) {
    const row = await rowOf(session, tx);
    const country = row.company_form?.country;
    const complete =
      row.bank_location !== null &&
      row.bank_accounts.length > 0 &&
      (country !== 'MX' || row.fiscal_rfc !== null);
    const steps = complete
      ? orderedSteps([...row.completed_steps, 'bankAccounts'])
      : row.completed_steps.filter((step) => step !== 'bankAccounts');
    await saveCompletedSteps(session, tx, steps);
  }

  async function saveCompletedSteps(session: Session, tx: Db, steps: readonly string[]) {
    await changeApplication(session, tx, { completed_steps: [...steps] });
  }

  /** The application's bank accounts with `accounts` added; the bank step settled by them. */
  async function addBankAccounts(
    session: Session,
    tx: Db,
    row: ApplicationRow,
    accounts: ApplicationRow['bank_accounts'],
  ) {
    await changeApplication(session, tx, {
      bank_accounts: JSON.stringify([...row.bank_accounts, ...accounts]),
    });
    await settleBankStep(session, tx);
  }

  async function saveStep(
    session: Session,
    column: StepColumn,
    value: unknown,
    check?: (row: ApplicationRow) => void,
  ) {
    const step = STEP_OF_COLUMN[column];
    return db.transaction(async (tx) => {
      const row = await draftFor(session, tx, stepsBefore(step));
      check?.(row);
      await changeApplication(session, tx, { [column]: JSON.stringify(value) });
      await markComplete(session, tx, row, step);
      return applicationOf(await rowOf(session, tx));
    });
  }

  return {
    async createAccount(
      body: Schemas['CreateAccountRequest'],
      lang: Lang,
    ): Promise<CreatedApplicant> {
      const problem = newPasswordProblem(body.password);
      if (problem) {
        throw new AppError(400, 'PASSWORD_RULES', problem, {}, {}, { password: { key: problem } });
      }
      checkAccount(body, clock.now());
      const callingCode = normalizeCallingCode(body.countryCallingCode);
      const national = nationalDigits(body.phoneNumber);
      const digits = phoneDigits(callingCode, national);
      const passwordHash = await passwords.hash(body.password);
      const country = COUNTRY_OF_CALLING_CODE[callingCode] ?? 'US';
      const market = MARKETS[country];
      const now = clock.now();
      const owner = await db.transaction(async (tx) => {
        // An address and a phone are one person's across every company.
        const everyone = kyselyAcrossCompanies(tx);
        const emailTaken = await everyone
          .selectFrom('users')
          .select('id')
          .where((eb) =>
            eb(eb.fn('lower', ['email']), '=', eb.fn('lower', [eb.val(body.email.trim())])),
          )
          .executeTakeFirst();
        if (emailTaken) {
          throw new AppError(
            409,
            'EMAIL_USED',
            'signUp.emailUsed',
            {},
            {},
            {
              email: { key: 'signUp.emailUsed' },
            },
          );
        }
        const phoneTaken = await everyone
          .selectFrom('users')
          .select('id')
          .where('phone_number', 'is not', null)
          // Written as users_phone_digits_idx is, so the lookup uses it.
          .where(
            (eb) =>
              sql<string>`regexp_replace(coalesce(${eb.ref('country_calling_code')}, '') || ${eb.ref('phone_number')}, '[^0-9]', '', 'g')`,
            '=',
            digits,
          )
          .executeTakeFirst();
        if (phoneTaken) {
          throw new AppError(
            409,
            'PHONE_USED',
            'signUp.phoneUsed',
            {},
            {},
            {
              phoneNumber: { key: 'signUp.phoneUsed' },
            },
          );
        }
        const q = kyselyOf(tx);
        const company = await q
          .insertInto('companies')
          .values({
            name: `${body.firstName} ${body.lastName}`,
            country_code: country,
            geo_id: market.geoId,
            card_service_type: market.cardServiceType,
            display_currency: market.currency,
            platform_currency: market.currency,
            billing_currency: market.currency,
            billing_method: 'single_platform',
            account_status: 'pending',
            created_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const publicId = randomUUID();
        const user = await q
          .insertInto('users')
          .values({
            public_id: publicId,
            company_id: company.id,
            email: body.email.trim(),
            first_name: body.firstName.trim(),
            last_name: body.lastName.trim(),
            role: 'admin',
            password_hash: passwordHash,
            phone_number: national,
            country_calling_code: callingCode,
            is_phone_number_personal: true,
            password_changed_at: now,
            created_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await q
          .insertInto('sign_up_applications')
          .values({
            company_id: company.id,
            user_id: user.id,
            birth_date: body.birthDate,
            over_18: body.over18,
            created_at: now,
            updated_at: now,
          })
          .execute();
        return { userId: user.id, companyId: company.id, userPublicId: publicId };
      });
      // A code goes out at once; the machine's code step starts on it.
      await codeDelivery.send(owner, PHONE_CODE, { channel: 'sms', phone: digits }, lang);
      return {
        owner,
        application: applicationOf(await rowOf(owner)),
        maskedPhone: maskPhone({ countryCallingCode: callingCode, phoneNumber: national }),
      };
    },

    async application(session: Session) {
      return applicationOf(await rowOf(session));
    },

    /** Resend: another code to the applicant's phone, until it is verified. */
    async sendPhoneCode(session: Session, lang: Lang) {
      const row = await rowOf(session);
      if (row.is_phone_verified) throw new AppError(409, 'CONFLICT', 'signUp.phoneVerified');
      const callingCode = row.country_calling_code ?? '';
      const national = row.phone_number ?? '';
      await codeDelivery.send(
        session,
        PHONE_CODE,
        { channel: 'sms', phone: phoneDigits(callingCode, national) },
        lang,
      );
      return maskPhone({ countryCallingCode: callingCode, phoneNumber: national });
    },

    async verifyPhone(session: Session, code: string) {
      const row = await rowOf(session);
      if (row.is_phone_verified) return applicationOf(row);
      await codeDelivery.consume(session, PHONE_CODE, code);
      return db.transaction(async (tx) => {
        await kyselyOf(tx)
          .updateTable('users')
          .set({ is_phone_verified: true })
          .where('id', '=', session.userId)
          .where('company_id', '=', session.companyId)
          .execute();
        const locked = await draftFor(session, tx, []);
        await markComplete(session, tx, locked, 'createAccount');
        return applicationOf(await rowOf(session, tx));
      });
    },

    async saveCompanyForm(session: Session, body: Schemas['CompanyForm']) {
      checkCompanyForm(body);
      const application = await saveStep(session, 'company_form', body);
      // The company is now known by its legal name and country.
      const market = MARKETS[body.country];
      await kyselyOf(db)
        .updateTable('companies')
        .set({
          name: body.legalName.trim(),
          country_code: body.country,
          geo_id: market.geoId,
          card_service_type: market.cardServiceType,
          display_currency: market.currency,
          platform_currency: market.currency,
          billing_currency: market.currency,
        })
        .where('id', '=', session.companyId)
        .where('account_status', '=', 'pending')
        .execute();
      return application;
    },

    async saveCompanyDetails(session: Session, body: Schemas['CompanyDetails']) {
      return saveStep(session, 'company_details', body, (row) => {
        const country = row.company_form?.country;
        if (!country || !isSignUpCountry(country)) throw stepsMissing();
        checkCompanyDetails(body, country, clock.now());
      });
    },

    async saveOwnerships(session: Session, body: Schemas['Ownerships']) {
      checkOwnerships(body, clock.now());
      return saveStep(session, 'ownerships', body);
    },

    async saveAccountOwner(session: Session, body: Schemas['AccountOwner']) {
      return saveStep(session, 'account_owner', body);
    },

    async saveBankAccounts(session: Session, body: Schemas['BankAccounts']) {
      return db.transaction(async (tx) => {
        const row = await draftFor(session, tx, stepsBefore('bankAccounts'));
        if (row.bank_accounts.length === 0) {
          throw new AppError(
            400,
            'VALIDATION',
            'signUp.bankAccountRequired',
            {},
            {},
            {
              accounts: { key: 'signUp.bankAccountRequired' },
            },
          );
        }
        await keepBankPreferences(session, body, tx);
        await settleBankStep(session, tx);
        return applicationOf(await rowOf(session, tx));
      });
    },

    /**
     * The bank location and statement currency as chosen, kept with the draft before the step
     * is saved (it needs an account first), so a reload or a later sign-in shows them again.
     */
    async saveBankPreferences(session: Session, body: Schemas['BankAccounts']) {
      return db.transaction(async (tx) => {
        await draftFor(session, tx, stepsBefore('bankAccounts'));
        await keepBankPreferences(session, body, tx);
        return applicationOf(await rowOf(session, tx));
      });
    },

    async addBankAccount(session: Session, account: Schemas['ManualBankAccount'], lang: Lang) {
      const stored = manualAccountOf(account, lang);
      return db.transaction(async (tx) => {
        const row = await draftFor(session, tx, stepsBefore('bankAccounts'));
        if (row.bank_accounts.some((held) => held.fingerprint === stored.fingerprint)) {
          throw new AppError(409, 'ACCOUNT_ATTACHED', 'signUp.accountAttached');
        }
        await addBankAccounts(session, tx, row, [stored]);
        return applicationOf(await rowOf(session, tx));
      });
    },

    /**
     * The provider's widget, opened for the applicant's pending company: only on a draft whose
     * steps before the bank step are complete (the company's name is known by then).
     */
    async createLinkToken(session: Session, body: Schemas['SignUpLinkTokenRequest']) {
      await db.transaction((tx) => draftFor(session, tx, stepsBefore('bankAccounts')));
      return bankLinking.createLinkToken(session, body);
    },

    /**
     * The widget's public token exchanged for the link (the company's, as a signed-in company's
     * is); its checking and savings accounts join the application's bank accounts, each once.
     */
    async linkBank(session: Session, publicToken: string) {
      await db.transaction((tx) => draftFor(session, tx, stepsBefore('bankAccounts')));
      const link = await bankLinking.exchange(session, publicToken);
      return db.transaction(async (tx) => {
        const row = await draftFor(session, tx, stepsBefore('bankAccounts'));
        const shared = await Promise.all(
          link.accounts.map((account) =>
            bankLinking.attachableAccount(tx, session.companyId, account.id),
          ),
        );
        const usable = shared.filter((account) => account?.type === 'depository');
        if (usable.length === 0) {
          throw new AppError(400, 'VALIDATION', 'signUp.linkedNoDepository');
        }
        const held = new Set(row.bank_accounts.map((account) => account.fingerprint));
        const added = [];
        for (const account of usable) {
          if (!account) continue;
          const stored = linkedAccountOf(account);
          if (held.has(stored.fingerprint)) continue;
          held.add(stored.fingerprint);
          added.push(stored);
        }
        if (added.length === 0) {
          throw new AppError(409, 'ACCOUNT_ATTACHED', 'signUp.accountAttached');
        }
        await addBankAccounts(session, tx, row, added);
        return link;
      });
    },

    async addFiscalAccount(session: Session, body: Schemas['AddFiscalAccountRequest']) {
      return db.transaction(async (tx) => {
        const row = await draftFor(session, tx, stepsBefore('bankAccounts'));
        if (row.company_form?.country !== 'MX') {
          throw new AppError(409, 'CONFLICT', 'signUp.fiscalMexicoOnly');
        }
        if (rfcProblem(body.rfc) !== null) {
          throw new AppError(
            400,
            'VALIDATION',
            'sat.rfcInvalid',
            {},
            {},
            {
              rfc: { key: 'sat.rfcInvalid', params: {} },
            },
          );
        }
        await changeApplication(session, tx, {
          fiscal_rfc: body.rfc.toUpperCase(),
          fiscal_ciec_sealed: seal(fiscalKey, body.ciec),
        });
        await settleBankStep(session, tx);
        return applicationOf(await rowOf(session, tx));
      });
    },

    async submit(session: Session, body: Schemas['SubmitSignUpRequest']) {
      if (!body.agreementAccepted || !body.privacyPolicyAccepted) {
        throw new AppError(
          400,
          'VALIDATION',
          'signUp.agreementRequired',
          {},
          {},
          {
            [body.agreementAccepted ? 'privacyPolicyAccepted' : 'agreementAccepted']: {
              key: 'signUp.agreementRequired',
            },
          },
        );
      }
      return db.transaction(async (tx) => {
        const row = await draftFor(session, tx, stepsBefore('review'));
        const now = clock.now();
        await kyselyOf(tx)
          .updateTable('sign_up_applications')
          .set({
            status: 'submitted',
            completed_steps: orderedSteps([...row.completed_steps, 'review']),
            agreement_accepted_at: now,
            privacy_policy_accepted_at: now,
            submitted_at: now,
            updated_at: now,
          })
          .where('company_id', '=', session.companyId)
          .where('user_id', '=', session.userId)
          .execute();
        return applicationOf(await rowOf(session, tx));
      });
    },
  };
}

export type SignUp = ReturnType<typeof createSignUp>;
