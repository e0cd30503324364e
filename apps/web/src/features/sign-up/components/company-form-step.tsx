import { Select, SelectItem, TextArea, TextField } from '@outlay/design-system';
import { businessTypesOf, INDUSTRY_TYPES, isWebsiteUrl, type SignUpCountry } from '@outlay/rules';
import type { SignUpCompanyForm } from '@outlay/api-client';
import { useTranslator } from '../../../i18n/intl';
import { useStepDraft } from '../lib/step-draft';
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
  const set =
    <K extends keyof SignUpCompanyForm>(field: K) =>
    (value: SignUpCompanyForm[K]) => {
      setForm((current) => ({ ...current, [field]: value }));
    };
  const businessTypes = businessTypesOf(form.country);
  const text = (field: 'legalName' | 'tradingName' | 'registrationNumber', max: number) => ({
    name: field,
    value: form[field],
    maxLength: max,
    onChange: set(field),
    isRequired: true,
  });

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
        label={t('company.legalName')}
        autoComplete="organization"
        {...text('legalName', 100)}
      />
      <TextField label={t('company.tradingName')} {...text('tradingName', 100)} />
      <TextField label={t('company.registrationNumber')} {...text('registrationNumber', 30)} />
      <TextField
        name="website"
        // Not type="url": the browser's own check wants a scheme, and "example.com" is valid here.
        type="text"
        label={t('company.website')}
        description={t('company.websiteHint')}
        autoComplete="url"
        maxLength={255}
        value={form.website}
        onChange={set('website')}
        isRequired
        validate={(value) => (isWebsiteUrl(value) ? null : t('company.websiteInvalid'))}
      />
      <TextArea
        name="businessDescription"
        label={t('company.description')}
        maxLength={500}
        value={form.businessDescription}
        onChange={set('businessDescription')}
        isRequired
      />
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
