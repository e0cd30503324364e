import { Select, SelectItem, TextArea, TextField } from '@outlay/design-system';
import { businessTypesOf, INDUSTRY_TYPES, isWebsiteUrl, type SignUpCountry } from '@outlay/rules';
import type { SignUpCompanyForm } from '@outlay/api-client';
import { useTranslator } from '@/i18n/intl';
import { draftFields, useStepDraft } from '../lib/step-draft';
import { useSignUp } from '../lib/use-sign-up-actor';
import { CountrySelect } from './country-select';
import { StepForm } from './step-form';

export const COMPANY_FORM_DRAFT = 'companyForm';

/** Company form: the country, names, registration number, website, industry and type. */
export function CompanyFormStep() {
  const { t } = useTranslator();
  const { actor, view } = useSignUp();
  const [form, setForm] = useStepDraft<SignUpCompanyForm>(
    COMPANY_FORM_DRAFT,
    () =>
      view.application?.companyForm ?? {
        country: 'MX',
        legalName: '',
        tradingName: '',
        registrationNumber: '',
        website: '',
        businessDescription: '',
        industryType: 'OTHER',
        businessType: 'CORPORATION',
      },
  );
  const { set, textField } = draftFields(form, setForm);
  const businessTypes = businessTypesOf(form.country);

  return (
    <StepForm
      label={t('signUp.step.companyForm')}
      onSubmit={() => {
        actor.send({
          type: 'companyForm.submitted',
          companyForm: { ...form, website: form.website.trim() },
        });
      }}
    >
      <CountrySelect
        name="country"
        label={t('company.country')}
        value={form.country}
        onChange={(country: SignUpCountry) => {
          const types = businessTypesOf(country);
          setForm((current) => ({
            ...current,
            country,
            businessType: types.includes(current.businessType)
              ? current.businessType
              : (types[0] ?? current.businessType),
          }));
        }}
      />
      <TextField
        {...textField('legalName', 100)}
        label={t('company.legalName')}
        autoComplete="organization"
      />
      <TextField {...textField('tradingName', 100)} label={t('company.tradingName')} />
      <TextField {...textField('registrationNumber', 30)} label={t('company.registrationNumber')} />
      <TextField
        {...textField('website', 255)}
        // Not type="url": the browser's own check wants a scheme, and "example.com" is valid here.
        type="text"
        label={t('company.website')}
        description={t('company.websiteHint')}
        autoComplete="url"
        validate={(value) => (isWebsiteUrl(value) ? null : t('company.websiteInvalid'))}
      />
      <TextArea {...textField('businessDescription', 500)} label={t('company.description')} />
      <Select
        name="industryType"
        label={t('company.industry')}
        value={form.industryType}
        onChange={(key) => {
          const industry = INDUSTRY_TYPES.find((type) => type === key);
          if (industry) set('industryType')(industry);
        }}
        isRequired
      >
        {INDUSTRY_TYPES.map((type) => (
          <SelectItem key={type} id={type} textValue={t(`industry.${type}`)}>
            {t(`industry.${type}`)}
          </SelectItem>
        ))}
      </Select>
      <Select
        name="businessType"
        label={t('company.businessType')}
        description={form.country === 'GB' ? t('company.businessTypeUk') : undefined}
        value={form.businessType}
        onChange={(key) => {
          const type = businessTypes.find((option) => option === key);
          if (type) set('businessType')(type);
        }}
        isRequired
      >
        {businessTypes.map((type) => (
          <SelectItem key={type} id={type} textValue={t(`businessType.${type}`)}>
            {t(`businessType.${type}`)}
          </SelectItem>
        ))}
      </Select>
    </StepForm>
  );
}
