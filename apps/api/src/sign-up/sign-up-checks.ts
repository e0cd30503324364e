// The sign-up rules the contract cannot say, checked on the server with @outlay/rules (the same
// functions the web app checks with before sending): each failure is a 400 naming its field.
import type { components } from '@outlay/api-client/schema';
import {
  addressProblems,
  birthDateProblem,
  businessTypesOf,
  isFormationYear,
  isWebsiteUrl,
  monthlySpendProblem,
  ownershipProblems,
  TAX_ID_RULES,
  taxIdProblem,
  type AddressField,
} from '@outlay/rules';
import { isPhoneNumber } from '@outlay/rules/phone-numbers';
import { AppError } from '../http/errors.js';
import type { MessageKey, MessageParams } from '../i18n/messages.js';

type Schemas = components['schemas'];

const invalid = (key: MessageKey, field: string, params: MessageParams = {}) =>
  new AppError(400, 'VALIDATION', key, params, {}, { [field]: { key, params } });

/** Today's date as yyyy-mm-dd, in UTC. */
export const isoDay = (now: Date) => now.toISOString().slice(0, 10);

export function checkAccount(body: Schemas['CreateAccountRequest'], now: Date) {
  if (birthDateProblem(body.birthDate, isoDay(now)) !== null) {
    throw invalid('signUp.birthDate', 'birthDate');
  }
  if (!body.over18) throw invalid('signUp.over18', 'over18');
  if (!isPhoneNumber(body.countryCallingCode, body.phoneNumber)) {
    throw invalid('signUp.phoneInvalid', 'phoneNumber');
  }
}

export function checkCompanyForm(body: Schemas['CompanyForm']) {
  if (!isWebsiteUrl(body.website)) throw invalid('signUp.website', 'website');
  if (!businessTypesOf(body.country).includes(body.businessType)) {
    throw invalid('signUp.businessType', 'businessType');
  }
}

function checkAddress(which: 'business' | 'residential', address: Schemas['Address']) {
  const problems = addressProblems(address.country, address);
  const first = Object.entries(problems)[0] as [AddressField, string] | undefined;
  if (first) {
    const [field, problem] = first;
    throw invalid('signUp.address', `${which}Address.${field}`, { which, field, problem });
  }
}

export function checkCompanyDetails(
  body: Schemas['CompanyDetails'],
  country: Schemas['SignUpCountry'],
  now: Date,
) {
  if (!isFormationYear(body.formationYear, now.getUTCFullYear())) {
    throw invalid('signUp.formationYear', 'formationYear');
  }
  checkAddress('business', body.businessAddress);
  checkAddress('residential', body.residentialAddress);
  if (monthlySpendProblem(body.monthlyCardSpend) !== null) {
    throw invalid('signUp.monthlySpend', 'monthlyCardSpend');
  }
  const taxIdIs = taxIdProblem(country, body.taxId);
  if (taxIdIs === 'notReal') {
    throw invalid('signUp.taxIdNotReal', 'taxId', { name: TAX_ID_RULES[country].name });
  }
  if (taxIdIs !== null) {
    const rule = TAX_ID_RULES[country];
    throw invalid('signUp.taxId', 'taxId', {
      name: rule.name,
      length: rule.length,
      kind: rule.kind,
    });
  }
}

export function checkOwnerships(body: Schemas['Ownerships'], now: Date) {
  const problems = ownershipProblems(body.leaders, body.owners);
  if (problems.lists.includes('leaderRequired')) throw invalid('signUp.leaderRequired', 'leaders');
  if (problems.lists.includes('ownerRequired')) throw invalid('signUp.ownerRequired', 'owners');
  if (problems.lists.includes('totalAbove100')) throw invalid('signUp.ownershipTotal', 'owners');
  for (const [list, byIndex] of [
    ['leaders', problems.leaders],
    ['owners', problems.owners],
  ] as const) {
    for (const [index, found] of Object.entries(byIndex)) {
      if (found.includes('idUsed')) {
        throw new AppError(
          400,
          'ID_USED',
          'signUp.idUsed',
          {},
          {},
          {
            [`${list}.${index}.idNumber`]: { key: 'signUp.idUsed' },
          },
        );
      }
      if (found.includes('over18Required')) {
        throw invalid('signUp.ownerOver18', `${list}.${index}.over18`);
      }
      if (found.includes('belowThreshold') || found.includes('percentInvalid')) {
        throw invalid('signUp.ownershipThreshold', `${list}.${index}.ownershipPercent`);
      }
    }
  }
  const people = [...body.leaders, ...body.owners];
  people.forEach((person, index) => {
    if (birthDateProblem(person.birthDate, isoDay(now)) !== null) {
      const inLeaders = index < body.leaders.length;
      const at = inLeaders ? index : index - body.leaders.length;
      throw invalid('signUp.birthDate', `${inLeaders ? 'leaders' : 'owners'}.${at}.birthDate`);
    }
  });
}
