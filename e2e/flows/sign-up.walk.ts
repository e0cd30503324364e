import { expect, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import type { BrowserWalk, EventObject } from '../support/flow-walk';
import { subdivisionName } from '../../packages/rules/src/subdivision-names';
import { latestCode } from '../support/outbox';

// The wizard's English words for the model's codes (an industry, a business type, a role).
const words = JSON.parse(
  readFileSync(
    new URL('../../apps/web/src/i18n/messages/en/sign-up.json', import.meta.url),
    'utf8',
  ),
) as Record<string, string>;
const wordOf = (key: string) => {
  const word = words[key];
  if (word === undefined) throw new Error(`The sign-up catalog has no ${key}`);
  return word;
};

// The model's applicant, with an address and a phone of this start's own: the server keeps
// both unique, and the phone's code is read from the outbox by its number. A tour that starts
// over is a new visitor, so each start takes new ones.
let unique = Date.now().toString().slice(-8);
let phone = `55${unique}`;
let textedTo = '';
let codeAskedAt = new Date();

interface Person {
  firstName: string;
  lastName: string;
  idNumber: string;
  birthDate: string;
}
interface Address {
  line1: string;
  line2: string;
  unit: string;
  city: string;
  state: string;
  postalCode: string;
}

const field = (scope: Page | Locator, name: string) =>
  scope.getByRole('textbox', { name, exact: true });
const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });

/** RAC draws the box over its input: ticked through its label, as a pointer user would. */
async function tick(control: Locator) {
  if (await control.isChecked()) return;
  await control.locator('xpath=ancestor::label[1]').click();
  await expect(control).toBeChecked();
}

/** A select (within `scope`) set to an option, unless it already shows it. */
async function choose(page: Page, label: string, option: string, scope: Page | Locator = page) {
  const button = scope.getByRole('button', { name: label });
  if ((await button.textContent())?.includes(option)) return;
  await button.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(button).toContainText(option);
}

/** The company's country as the walk chose it: its addresses' states are named by it. */
let companyCountry = '';

async function fillAddress(page: Page, address: Address) {
  await field(page, 'Address line 1').fill(address.line1);
  await field(page, 'Address line 2').fill(address.line2);
  await field(page, 'Unit').fill(address.unit);
  await field(page, 'City').fill(address.city);
  // The state by its name, as the list shows it, never its code.
  await choose(
    page,
    'State, province or department',
    subdivisionName(companyCountry, address.state, 'en'),
  );
  await field(page, 'Postal code').fill(address.postalCode);
}

async function fillPerson(region: Locator, person: Person) {
  await field(region, 'First name').fill(person.firstName);
  await field(region, 'Last name').fill(person.lastName);
  await field(region, 'ID number').fill(person.idNumber);
  await field(region, 'Birth date').fill(person.birthDate);
}

/**
 * What a save shows once it is answered, or the form still busy with it: on a tour the walk
 * holds the call until it has checked the busy state, so waiting for the answer here would wait
 * for ever (the state after it is checked when the walk lets the call through).
 */
const savedOrHeld = (saved: Locator, form: Locator) =>
  saved
    .or(form.locator('[role="progressbar"], [data-loading], [data-busy], [aria-busy="true"]'))
    .first();

const saveAndContinue = (page: Page) =>
  page.getByRole('button', { name: 'Save and continue' }).click();

// The company sign-up wizard from /sign-up to /create-account-success, each form filled with
// what the model's event carries: a Mexican applicant, a bank linked through Belvo's sandbox
// and a CLABE entered by hand, the statement currency kept with the draft, the SAT
// credentials, both agreements.
export const signUpWalk: BrowserWalk = {
  flow: 'sign-up',
  variant: 'a visitor',
  // A tour: each save held to see it on its way, Resend waited out once.
  tour: true,
  // The statement currency kept with the draft while the step stays open: held to see it.
  heldStates: ['signUp.bankAccounts.keepingPreferences'],
  goal: (state) => state.matches('submitted' as never),
  // Every call succeeds, as it does for a complete form; the bank step is saved complete only
  // with an account and, for a Mexican company, its SAT credentials (as the server has it).
  server: (event) => {
    if (!event.type.startsWith('xstate.done.actor.')) return false;
    if (event.type !== 'xstate.done.actor.saveBankAccounts') return true;
    const { output } = event as EventObject & { output: { completedSteps: string[] } };
    return output.completedSteps.includes('bankAccounts');
  },
  start: async (page) => {
    // A start after the first is a new visitor: the last applicant's session and draft gone.
    unique = Date.now().toString().slice(-8);
    phone = `55${unique}`;
    await page.context().clearCookies();
    await page.goto('/client/sign-up');
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await page.goto('/client/sign-up');
  },
  act: {
    'account.submitted': async (page, event) => {
      const { account } = event as EventObject & {
        account: Person & { email: string; password: string; countryCallingCode: string };
      };
      await field(page, 'First name').fill(account.firstName);
      await field(page, 'Last name').fill(account.lastName);
      await field(page, 'Email').fill(account.email.replace('@', `.${unique}@`));
      await page.getByLabel('Password', { exact: true }).fill(account.password);
      await field(page, 'Birth date').fill(account.birthDate);
      await tick(page.getByRole('checkbox', { name: wordOf('account.over18') }));
      await choose(page, 'Calling code', account.countryCallingCode);
      await field(page, 'Phone number').fill(phone);
      textedTo = `${account.countryCallingCode.replace('+', '')}${phone}`;
      codeAskedAt = new Date(Date.now() - 1000);
      await page.getByRole('button', { name: wordOf('account.submit') }).click();
    },
    'code.submitted': async (page) => {
      await page
        .getByRole('textbox', { name: 'Code from the text message' })
        .fill(await latestCode(page.request, textedTo, codeAskedAt));
      await page.getByRole('button', { name: 'Verify phone' }).click();
    },
    'resend.requested': async (page) => {
      // The newest code since the account was made is the one to type: the resent one, or the
      // first if the server said to wait (it refuses a resend within 30 s of the last code).
      await page.getByRole('button', { name: wordOf('account.resend') }).click();
    },
    // The server's wait runs out: a new code may be asked for.
    'xstate.after.resendWait.signUp.verifyingPhone.resend.waiting': async (page) => {
      await expect(page.getByRole('button', { name: wordOf('account.resend') })).toBeEnabled({
        timeout: 45_000,
      });
    },
    'companyForm.submitted': async (page, event) => {
      const { companyForm: form } = event as EventObject & {
        companyForm: Record<string, string>;
      };
      companyCountry = form.country ?? '';
      await choose(page, 'Country of the company', wordOf(`country.${companyCountry}`));
      await field(page, 'Legal name').fill(form.legalName ?? '');
      await field(page, 'Trading name').fill(form.tradingName ?? '');
      await field(page, 'Registration number').fill(form.registrationNumber ?? '');
      await field(page, 'Website').fill(form.website ?? '');
      await field(page, 'Business description').fill(form.businessDescription ?? '');
      await choose(page, 'Industry', wordOf(`industry.${form.industryType ?? ''}`));
      await choose(page, 'Business type', wordOf(`businessType.${form.businessType ?? ''}`));
      await saveAndContinue(page);
    },
    'companyDetails.submitted': async (page, event) => {
      const { companyDetails: details } = event as EventObject & {
        companyDetails: {
          formationYear: number;
          businessAddress: Address;
          residentialAddress: Address;
          monthlyCardSpend: number;
          taxId: string;
        };
      };
      await field(page, 'Formation year').fill(String(details.formationYear));
      await fillAddress(page, details.businessAddress);
      // The model's applicant lives at the business address: the box stays ticked.
      expect(details.residentialAddress).toEqual(details.businessAddress);
      await expect(
        page.getByRole('checkbox', { name: wordOf('details.sameAddress') }),
      ).toBeChecked();
      await field(page, 'Monthly card spend').fill(String(details.monthlyCardSpend));
      await field(page, 'Tax id (RFC)').fill(details.taxId);
      await saveAndContinue(page);
    },
    'ownerships.submitted': async (page, event) => {
      const { ownerships } = event as EventObject & {
        ownerships: {
          leaders: (Person & { title: string })[];
          owners: (Person & { ownershipPercent: number; over18: boolean })[];
        };
      };
      for (const [index, leader] of ownerships.leaders.entries()) {
        if (index > 0) await page.getByRole('button', { name: 'Add a leader' }).click();
        const region = page.getByRole('region', { name: `Leader ${index + 1}` });
        await fillPerson(region, leader);
        await field(region, 'Title').fill(leader.title);
      }
      for (const [index, owner] of ownerships.owners.entries()) {
        if (index > 0) await page.getByRole('button', { name: 'Add an owner' }).click();
        const region = page.getByRole('region', { name: `Owner ${index + 1}` });
        await fillPerson(region, owner);
        await field(region, 'Ownership percent').fill(String(owner.ownershipPercent));
        if (owner.over18) {
          await tick(region.getByRole('checkbox', { name: wordOf('owners.over18') }));
        }
      }
      await saveAndContinue(page);
    },
    'accountOwner.submitted': async (page, event) => {
      const { accountOwner } = event as EventObject & { accountOwner: { role: string } };
      await tick(page.getByRole('radio', { name: wordOf(`role.${accountOwner.role}`) }));
      await saveAndContinue(page);
    },
    // The manual path: an account typed with its country's numbers.
    'bankAccount.added': async (page, event) => {
      const { account } = event as EventObject & {
        account: { country: string; accountNumber: string; institutionName?: string };
      };
      const manual = page.getByRole('form', { name: wordOf('bank.manual') });
      await choose(page, 'Country', wordOf(`country.${account.country}`), manual);
      if (account.institutionName) {
        await field(manual, 'Bank name').fill(account.institutionName);
      }
      await field(manual, account.country === 'MX' ? 'CLABE' : 'Account number').fill(
        account.accountNumber,
      );
      await manual.getByRole('button', { name: 'Add account' }).click();
      await expect(
        savedOrHeld(page.getByText(`••••${account.accountNumber.slice(-4)}`), manual),
      ).toBeVisible();
    },
    // The widget's path: BBVA México linked in Belvo's sandbox (bnk100 / full), its account
    // shared; the application then holds it (read again while the walk holds that read).
    'bankLink.linked': async (page) => {
      await page.getByRole('button', { name: wordOf('bank.link.open') }).click();
      const widget = page.getByRole('dialog', { name: 'Link your bank with Belvo' });
      await expect(widget.getByText('uses Belvo to connect your bank account')).toBeVisible();
      await widget.getByRole('button', { name: 'Continue' }).click();
      await widget.getByRole('button', { name: 'BBVA México' }).click();
      await widget.getByRole('textbox', { name: 'Username' }).fill('bnk100');
      await widget.getByLabel('Password', { exact: true }).fill('full');
      await widget.getByRole('button', { name: 'Sign in' }).click();
      await widget.getByRole('button', { name: 'Share accounts' }).click();
      await expect(widget).toBeHidden();
    },
    // A location or currency chosen: only what differs from the step's choice is changed, one
    // choice being one event.
    'bankPreferences.changed': async (page, event) => {
      const { bankAccounts } = event as EventObject & {
        bankAccounts: { bankLocation: string; preferredStatementCurrency: string };
      };
      await choose(page, 'Bank location', wordOf(`country.${bankAccounts.bankLocation}`));
      await choose(page, 'Preferred statement currency', bankAccounts.preferredStatementCurrency);
    },
    'fiscalAccount.submitted': async (page, event) => {
      const { fiscalAccount } = event as EventObject & {
        fiscalAccount: { rfc: string; ciec: string };
      };
      const sat = page.getByRole('form', { name: 'SAT credentials' });
      await field(sat, 'Tax ID (RFC)').fill(fiscalAccount.rfc);
      await sat.getByLabel('CIEC password', { exact: true }).fill(fiscalAccount.ciec);
      await sat.getByRole('button', { name: 'Save SAT credentials' }).click();
      await expect(
        savedOrHeld(page.getByText(`SAT credentials saved for ${fiscalAccount.rfc}.`), sat),
      ).toBeVisible();
    },
    'bankAccounts.submitted': async (page, event) => {
      const { bankAccounts } = event as EventObject & {
        bankAccounts: { bankLocation: string; preferredStatementCurrency: string };
      };
      await choose(page, 'Bank location', wordOf(`country.${bankAccounts.bankLocation}`));
      await choose(page, 'Preferred statement currency', bankAccounts.preferredStatementCurrency);
      await saveAndContinue(page);
    },
    'application.submitted': async (page, event) => {
      const { agreementAccepted, privacyPolicyAccepted } = event as EventObject & {
        agreementAccepted: boolean;
        privacyPolicyAccepted: boolean;
      };
      await tick(page.getByRole('checkbox', { name: wordOf('review.certify') }));
      if (agreementAccepted) {
        await tick(page.getByRole('checkbox', { name: wordOf('review.agreement') }));
      }
      if (privacyPolicyAccepted) {
        await tick(page.getByRole('checkbox', { name: wordOf('review.privacy') }));
      }
      await page.getByRole('button', { name: 'Submit application' }).click();
    },
  },
  see: {
    'signUp.createAccount': async (page) => {
      await expect(stepHeading(page, 'Step 1 of 7: Create account')).toBeVisible({
        timeout: 30_000,
      });
    },
    'signUp.verifyingPhone': async (page) => {
      await expect(page.getByRole('heading', { name: 'Verify your phone' })).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Code from the text message' })).toBeVisible();
    },
    'signUp.companyForm': async (page) => {
      await expect(stepHeading(page, 'Step 2 of 7: Company form')).toBeVisible();
    },
    'signUp.companyDetails': async (page) => {
      await expect(stepHeading(page, 'Step 3 of 7: Company details')).toBeVisible();
    },
    'signUp.ownerships': async (page) => {
      await expect(stepHeading(page, 'Step 4 of 7: Ownerships')).toBeVisible();
    },
    'signUp.accountOwner': async (page) => {
      await expect(stepHeading(page, 'Step 5 of 7: Account owner')).toBeVisible();
    },
    'signUp.bankAccounts': async (page) => {
      await expect(stepHeading(page, 'Step 6 of 7: Bank accounts')).toBeVisible();
    },
    'signUp.bankAccounts.keepingPreferences': async (page) => {
      await expect(stepHeading(page, 'Step 6 of 7: Bank accounts')).toBeVisible();
      await expect(
        page.getByRole('button', { name: /Preferred statement currency/ }),
      ).toContainText('USD');
      // Kept on its way to the server while the rest of the step stays usable.
      await expect(page.getByRole('button', { name: 'Save and continue' })).toBeEnabled();
      await expect(page.getByRole('button', { name: wordOf('bank.link.open') })).toBeEnabled();
    },
    'signUp.bankAccounts.loadingLinkedAccounts': async (page) => {
      await expect(
        page.getByText('BBVA México is linked: its account is on your application.'),
      ).toBeVisible();
      // The application is read again with the bank's account: no second link meanwhile.
      await expect(page.getByRole('button', { name: wordOf('bank.link.open') })).toBeDisabled();
    },
    'signUp.review': async (page) => {
      await expect(stepHeading(page, 'Step 7 of 7: Review')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Submit application' })).toBeVisible();
    },
    'signUp.submitted': async (page) => {
      await expect(page).toHaveURL(/\/client\/create-account-success\?application=submitted$/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Application submitted' }),
      ).toBeVisible();
    },
  },
};
