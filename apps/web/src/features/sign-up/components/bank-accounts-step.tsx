import {
  Banner,
  Heading,
  PasswordField,
  Select,
  SelectItem,
  Stack,
  Text,
  TextField,
} from '@outlay/design-system';
import type { SignUpBankAccount, SignUpBankAccounts } from '@outlay/api-client';
import { CIEC_MIN_LENGTH, RFC_MAX_LENGTH, rfcProblem } from '@outlay/rules';
import { useState } from 'react';
import { PROVIDER_NAMES } from '@/components/bank-link/provider-names';
import { useTranslator } from '@/i18n/intl';
import {
  manualAccountOf,
  manualAccountProblems,
  type ManualCountry,
  type ManualField,
  type ManualFields,
} from '../lib/manual-account';
import { useStepDraft } from '../lib/step-draft';
import { useSignUp } from '../lib/use-sign-up-actor';
import { CountrySelect } from './country-select';
import { LinkBankSection } from './link-bank-section';
import { SignUpForm, StepForm } from './step-form';

export const BANK_ACCOUNTS_DRAFT = 'bankAccounts';

const CURRENCIES = ['USD', 'CAD', 'MXN', 'BRL', 'COP', 'GBP'] as const;
const CURRENCY_OF = { US: 'USD', CA: 'CAD', MX: 'MXN', BR: 'BRL', CO: 'COP', GB: 'GBP' } as const;
const MANUAL_COUNTRIES = ['US', 'CA', 'MX'] as const satisfies readonly ManualCountry[];

/** The RFC's message: a wrong length says the count, an impossible RFC what one holds. */
function rfcMessage(value: string, t: ReturnType<typeof useTranslator>['t']): string | null {
  const problem = rfcProblem(value);
  if (problem === null || problem === 'required') return null;
  return problem === 'length' ? t('sat.rfcInvalid') : t('sat.rfcNotAnRfc');
}

/**
 * Bank accounts: the bank linked through its country's provider, or accounts entered with
 * their country's numbers (CA institution, transit and account; US routing and account; MX an
 * 18-digit CLABE, check digits included), a Mexican company's SAT credentials, then the bank
 * location and the statement currency.
 */
export function BankAccountsStep() {
  const { t } = useTranslator();
  const { actor, view } = useSignUp();
  const application = view.application;
  const country = application?.companyForm?.country ?? 'US';
  const [settings, setSettings] = useStepDraft<SignUpBankAccounts>(BANK_ACCOUNTS_DRAFT, () => ({
    bankLocation: application?.bankAccounts?.bankLocation ?? country,
    // The server answers '' until a currency is chosen: the company's country's then.
    preferredStatementCurrency:
      CURRENCIES.find((code) => code === application?.bankAccounts?.preferredStatementCurrency) ??
      CURRENCY_OF[country],
  }));
  /** A choice is kept with the draft on the server at once, so a reload or resume shows it. */
  const choose = (next: SignUpBankAccounts) => {
    setSettings(next);
    actor.send({ type: 'bankPreferences.changed', bankAccounts: next });
  };
  const [notReady, setNotReady] = useState<string | null>(null);
  const accounts = application?.bankAccounts?.accounts ?? [];
  const fiscal = application?.bankAccounts?.fiscalAccount ?? null;

  return (
    <Stack space="xlarge">
      <Stack space="medium">
        <Heading level={3} size={3}>
          {t('bank.accounts')}
        </Heading>
        {accounts.length === 0 ? (
          <Text tone="muted">{t('bank.none')}</Text>
        ) : (
          <Stack space="small">
            {accounts.map((account) => (
              <Text key={`${account.institutionName}-${account.accountNumber}`}>
                <AccountLine account={account} />
              </Text>
            ))}
          </Stack>
        )}
        <LinkBankSection country={settings.bankLocation} />
        <ManualAccountForm
          defaultCountry={MANUAL_COUNTRIES.find((code) => code === country) ?? 'US'}
        />
      </Stack>
      {country === 'MX' && <SatCredentialsForm savedRfc={fiscal?.rfc ?? null} />}
      <StepForm
        label={t('signUp.step.bankAccounts')}
        onSubmit={() => {
          const missing =
            accounts.length === 0
              ? t('bank.accountRequired')
              : country === 'MX' && !fiscal
                ? t('sat.required')
                : null;
          setNotReady(missing);
          if (missing) return;
          actor.send({ type: 'bankAccounts.submitted', bankAccounts: settings });
        }}
      >
        {notReady && (
          <Banner tone="danger" announce="assertive">
            {notReady}
          </Banner>
        )}
        <CountrySelect
          name="bankLocation"
          label={t('bank.location')}
          value={settings.bankLocation}
          onChange={(bankLocation) => {
            choose({ ...settings, bankLocation });
          }}
        />
        <Select
          name="preferredStatementCurrency"
          label={t('bank.currency')}
          value={settings.preferredStatementCurrency}
          onChange={(key) => {
            const currency = CURRENCIES.find((code) => code === key);
            if (currency) choose({ ...settings, preferredStatementCurrency: currency });
          }}
          isRequired
        >
          {CURRENCIES.map((code) => (
            <SelectItem key={code} id={code} textValue={code}>
              {code}
            </SelectItem>
          ))}
        </Select>
      </StepForm>
    </Stack>
  );
}

/** Bank, masked number, currency; and the provider it was linked through. */
function AccountLine({ account }: { account: SignUpBankAccount }) {
  const { t } = useTranslator();
  const parts = [account.institutionName, account.accountNumber, account.currency];
  if (account.source === 'linked' && account.provider) {
    parts.push(t('bank.linkedThrough', { provider: PROVIDER_NAMES[account.provider] }));
  }
  return parts.filter(Boolean).join(' · ');
}

function ManualAccountForm({ defaultCountry }: { defaultCountry: ManualCountry }) {
  const { t } = useTranslator();
  const { actor } = useSignUp();
  const [country, setCountry] = useState<ManualCountry>(defaultCountry);
  const [fields, setFields] = useState<ManualFields>({
    institutionName: '',
    accountNumber: '',
    routingNumber: '',
    institutionNumber: '',
    transitNumber: '',
  });
  /**
   * One of the account's numbers: digits only (spaces dropped as typed), checked by the same
   * rules the server applies.
   */
  const numberField = (field: ManualField, label: string, maxLength: number) => (
    <TextField
      name={`account.${field}`}
      label={label}
      inputMode="numeric"
      maxLength={maxLength}
      value={fields[field]}
      onChange={(value) => {
        setFields((current) => ({ ...current, [field]: value.replace(/\s/g, '') }));
      }}
      isRequired
      validate={(value) => {
        const id = manualAccountProblems(country, {
          ...fields,
          [field]: value.replace(/\s/g, ''),
        })[field];
        return id ? t(id) : null;
      }}
    />
  );

  return (
    <SignUpForm
      label={t('bank.manual')}
      heading={{ level: 4 }}
      intro={<Text tone="muted">{t('bank.manualCountries')}</Text>}
      failure="bankAccount"
      onSubmit={() => {
        actor.send({ type: 'bankAccount.added', account: manualAccountOf(country, fields) });
      }}
      submitLabel={t('bank.add')}
      secondary
      space="medium"
    >
      <CountrySelect
        name="manualCountry"
        label={t('address.country')}
        value={country}
        countries={MANUAL_COUNTRIES}
        onChange={(code) => {
          const manual = MANUAL_COUNTRIES.find((option) => option === code);
          if (manual) setCountry(manual);
        }}
      />
      <TextField
        name="institutionName"
        label={t('bank.institutionName')}
        maxLength={100}
        value={fields.institutionName}
        onChange={(value) => {
          setFields((current) => ({ ...current, institutionName: value }));
        }}
      />
      {country === 'US' && numberField('routingNumber', t('bank.routingNumber'), 9)}
      {country === 'CA' && (
        <>
          {numberField('institutionNumber', t('bank.institutionNumber'), 3)}
          {numberField('transitNumber', t('bank.transitNumber'), 5)}
        </>
      )}
      {numberField(
        'accountNumber',
        country === 'MX' ? t('bank.clabe') : t('bank.accountNumber'),
        18,
      )}
    </SignUpForm>
  );
}

function SatCredentialsForm({ savedRfc }: { savedRfc: string | null }) {
  const { t } = useTranslator();
  const { actor } = useSignUp();
  const [rfc, setRfc] = useState(savedRfc ?? '');
  // The CIEC key is never stored in the browser.
  const [ciec, setCiec] = useState('');

  return (
    <SignUpForm
      label={t('sat.title')}
      heading={{ level: 3 }}
      intro={<Text tone="muted">{t('sat.intro')}</Text>}
      failure="fiscal"
      onSubmit={() => {
        actor.send({ type: 'fiscalAccount.submitted', fiscalAccount: { rfc: rfc.trim(), ciec } });
      }}
      submitLabel={t('sat.save')}
      secondary
      space="medium"
    >
      {savedRfc && (
        <Banner tone="success" announce="polite">
          {t('sat.saved', { rfc: savedRfc })}
        </Banner>
      )}
      <TextField
        name="rfc"
        label={t('sat.rfc')}
        maxLength={RFC_MAX_LENGTH}
        value={rfc}
        onChange={setRfc}
        isRequired
        validate={(value) => rfcMessage(value, t)}
      />
      <PasswordField
        name="ciec"
        label={t('sat.ciec')}
        autoComplete="new-password"
        maxLength={50}
        value={ciec}
        onChange={setCiec}
        isRequired
        validate={(value) => {
          if (value === '') return t('sat.ciecRequired');
          return value.length < CIEC_MIN_LENGTH ? t('sat.ciecShort') : null;
        }}
      />
      <Text tone="muted" size="small">
        {t('sat.note')}
      </Text>
    </SignUpForm>
  );
}
