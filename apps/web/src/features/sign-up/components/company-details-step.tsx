import { Checkbox, CheckboxList, TextField } from '@outlay/design-system';
import type { SignUpAddress, SignUpCompanyDetails } from '@outlay/api-client';
import {
  isFormationYear,
  monthlySpendProblem,
  parseMonthlySpend,
  SIGN_UP_COUNTRIES,
  TAX_ID_RULES,
  taxIdProblem,
  type SignUpCountry,
} from '@outlay/rules';
import { useTranslator } from '@/i18n/intl';
import { draftFields, useStepDraft } from '../lib/step-draft';
import { useSignUp } from '../lib/use-sign-up-actor';
import { AddressFields } from './address-fields';
import { CountrySelect } from './country-select';
import { StepForm } from './step-form';

export const COMPANY_DETAILS_DRAFT = 'companyDetails';

const emptyAddress = (country: SignUpCountry): SignUpAddress => ({
  line1: '',
  line2: '',
  unit: '',
  country,
  county: '',
  state: '',
  city: '',
  postalCode: '',
});

/** What the form holds: the amount and year as typed, the rest as the contract has it. */
interface DetailsDraft {
  formationYear: string;
  formationLocation: SignUpCountry;
  businessAddress: SignUpAddress;
  residentialAddress: SignUpAddress;
  sameAddress: boolean;
  monthlyCardSpend: string;
  operatingCountries: SignUpCountry[];
  taxId: string;
}

function draftOf(saved: SignUpCompanyDetails | null, country: SignUpCountry): DetailsDraft {
  if (saved) {
    return {
      ...saved,
      formationYear: String(saved.formationYear),
      monthlyCardSpend: String(saved.monthlyCardSpend),
      sameAddress:
        JSON.stringify(saved.businessAddress) === JSON.stringify(saved.residentialAddress),
    };
  }
  return {
    formationYear: '',
    formationLocation: country,
    businessAddress: emptyAddress(country),
    residentialAddress: emptyAddress(country),
    sameAddress: true,
    monthlyCardSpend: '',
    operatingCountries: [country],
    taxId: '',
  };
}

/** Company details: formation, addresses, monthly card spend, operating countries, tax id. */
export function CompanyDetailsStep() {
  const { t } = useTranslator();
  const { actor, view } = useSignUp();
  const country = view.application?.companyForm?.country ?? 'US';
  const [draft, setDraft] = useStepDraft<DetailsDraft>(COMPANY_DETAILS_DRAFT, () =>
    draftOf(view.application?.companyDetails ?? null, country),
  );
  const { set, field, textField } = draftFields(draft, setDraft);
  const taxRule = TAX_ID_RULES[country];
  const currentYear = new Date().getFullYear();

  return (
    <StepForm
      label={t('signUp.step.companyDetails')}
      onSubmit={() => {
        actor.send({
          type: 'companyDetails.submitted',
          companyDetails: {
            formationYear: Number(draft.formationYear),
            formationLocation: draft.formationLocation,
            businessAddress: draft.businessAddress,
            residentialAddress: draft.sameAddress
              ? draft.businessAddress
              : draft.residentialAddress,
            monthlyCardSpend: parseMonthlySpend(draft.monthlyCardSpend) ?? 0,
            operatingCountries: draft.operatingCountries,
            taxId: draft.taxId.trim(),
          },
        });
      }}
    >
      <TextField
        {...textField('formationYear', 4)}
        label={t('details.formationYear')}
        inputMode="numeric"
        validate={(value) =>
          isFormationYear(Number(value), currentYear) ? null : t('details.formationYearInvalid')
        }
      />
      <CountrySelect {...field('formationLocation')} label={t('details.formationLocation')} />
      <AddressFields {...field('businessAddress')} title={t('details.businessAddress')} />
      <Checkbox isSelected={draft.sameAddress} onChange={set('sameAddress')}>
        {t('details.sameAddress')}
      </Checkbox>
      {!draft.sameAddress && (
        <AddressFields {...field('residentialAddress')} title={t('details.residentialAddress')} />
      )}
      <TextField
        {...textField('monthlyCardSpend', 20)}
        label={t('details.monthlySpend')}
        description={t('details.monthlySpendHint')}
        inputMode="decimal"
        validate={(value) => {
          const problem = monthlySpendProblem(value);
          if (problem === 'tooHigh') return t('details.monthlySpendTooHigh');
          return problem === 'invalid' ? t('details.monthlySpendInvalid') : null;
        }}
      />
      <CheckboxList
        label={t('details.operatingCountries')}
        options={SIGN_UP_COUNTRIES.map((code) => ({ id: code, label: t(`country.${code}`) }))}
        value={draft.operatingCountries}
        onChange={(ids) => {
          set('operatingCountries')(SIGN_UP_COUNTRIES.filter((code) => ids.includes(code)));
        }}
      />
      <TextField
        {...textField('taxId', 24)}
        label={t('details.taxId', { name: taxRule.name })}
        description={t('details.taxIdHint', { length: taxRule.length, kind: taxRule.kind })}
        validate={(value) => {
          const problem = taxIdProblem(country, value);
          if (problem === 'invalid') {
            return t('details.taxIdInvalid', {
              name: taxRule.name,
              length: taxRule.length,
              kind: taxRule.kind,
            });
          }
          return problem === 'notReal' ? t('details.taxIdNotReal', { name: taxRule.name }) : null;
        }}
      />
    </StepForm>
  );
}
