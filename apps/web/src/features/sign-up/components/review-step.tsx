import {
  Button,
  Checkbox,
  DescriptionList,
  Heading,
  Inline,
  Link,
  Stack,
  Text,
} from '@outlay/design-system';
import type { SignUpAddress } from '@outlay/api-client';
import { SIGN_UP_DOCUMENTS, subdivisionName, TAX_ID_RULES, type NameLanguage } from '@outlay/rules';
import type { EditableStep } from '@outlay/machines/sign-up/sign-up.types';
import { useState, type ReactNode } from 'react';
import { useTranslator } from '@/i18n/intl';
import { documentUrl } from '@/lib/document-url';
import { STEP_NAMES } from '../lib/step-names';
import { useSignUp } from '../lib/use-sign-up-actor';
import { PROVIDER_NAMES } from '@/components/bank-link/provider-names';
import { SignUpForm } from './step-form';

/** An address on one line, its state by name in the reader's language. */
const addressLine = (address: SignUpAddress, language: NameLanguage) =>
  [
    address.line1,
    address.line2,
    address.unit,
    address.city,
    address.county,
    address.state === '' ? '' : subdivisionName(address.country, address.state, language),
    address.postalCode,
  ]
    .filter((part) => part !== '')
    .join(', ');

/** Review: every answer with an Edit link to its step; both agreements, then Submit. */
export function ReviewStep() {
  const { t, language } = useTranslator();
  const { actor, view } = useSignUp();
  const [certified, setCertified] = useState(false);
  const [agreement, setAgreement] = useState(false);
  const [privacy, setPrivacy] = useState(false);
  const application = view.application;
  if (!application) return null;
  const { account, companyForm, companyDetails, ownerships, accountOwner, bankAccounts } =
    application;

  function submit() {
    actor.send({
      type: 'application.submitted',
      agreementAccepted: agreement,
      privacyPolicyAccepted: privacy,
    });
  }

  const section = (
    step: EditableStep | null,
    title: string,
    items: { id: string; term: string; description: ReactNode }[],
  ) => (
    <Stack space="small" key={title}>
      <Inline space="small" alignY="center">
        <Heading level={3} size={4}>
          {title}
        </Heading>
        {step && (
          <Button
            variant="quiet"
            size="small"
            onPress={() => {
              actor.send({ type: 'step.opened', step });
            }}
          >
            {t('review.edit', { name: title })}
          </Button>
        )}
      </Inline>
      <DescriptionList items={items} />
    </Stack>
  );

  return (
    <Stack space="large">
      <Text tone="muted">{t('review.intro')}</Text>
      {section(null, t(STEP_NAMES.createAccount), [
        {
          id: 'name',
          term: t('review.name'),
          description: `${account.firstName} ${account.lastName}`,
        },
        { id: 'email', term: t('account.email'), description: account.email },
        { id: 'birthDate', term: t('account.birthDate'), description: account.birthDate },
        {
          id: 'phone',
          term: t('review.phone'),
          description: `${account.countryCallingCode} ${account.phoneNumber}`,
        },
      ])}
      {companyForm &&
        section('companyForm', t(STEP_NAMES.companyForm), [
          {
            id: 'country',
            term: t('company.country'),
            description: t(`country.${companyForm.country}`),
          },
          { id: 'legalName', term: t('company.legalName'), description: companyForm.legalName },
          {
            id: 'tradingName',
            term: t('company.tradingName'),
            description: companyForm.tradingName,
          },
          {
            id: 'registrationNumber',
            term: t('company.registrationNumber'),
            description: companyForm.registrationNumber,
          },
          { id: 'website', term: t('company.website'), description: companyForm.website },
          {
            id: 'industry',
            term: t('company.industry'),
            description: t(`industry.${companyForm.industryType}`),
          },
          {
            id: 'businessType',
            term: t('company.businessType'),
            description: t(`businessType.${companyForm.businessType}`),
          },
        ])}
      {companyDetails &&
        section('companyDetails', t(STEP_NAMES.companyDetails), [
          {
            id: 'formationYear',
            term: t('details.formationYear'),
            description: String(companyDetails.formationYear),
          },
          {
            id: 'businessAddress',
            term: t('details.businessAddress'),
            description: addressLine(companyDetails.businessAddress, language),
          },
          {
            id: 'residentialAddress',
            term: t('details.residentialAddress'),
            description: addressLine(companyDetails.residentialAddress, language),
          },
          {
            id: 'monthlyCardSpend',
            term: t('details.monthlySpend'),
            description: companyDetails.monthlyCardSpend.toLocaleString(undefined, {
              minimumFractionDigits: 2,
              maximumFractionDigits: 2,
            }),
          },
          {
            id: 'operatingCountries',
            term: t('details.operatingCountries'),
            description: companyDetails.operatingCountries
              .map((code) => t(`country.${code}`))
              .join(', '),
          },
          {
            id: 'taxId',
            term: t('details.taxId', { name: TAX_ID_RULES[companyForm?.country ?? 'US'].name }),
            description: companyDetails.taxId,
          },
        ])}
      {ownerships &&
        section('ownerships', t(STEP_NAMES.ownerships), [
          {
            id: 'count',
            term: t(STEP_NAMES.ownerships),
            description: t('review.people', {
              leaders: ownerships.leaders.length,
              owners: ownerships.owners.length,
            }),
          },
          ...ownerships.owners.map((owner, index) => ({
            id: `owner-${String(index)}`,
            term: `${owner.firstName} ${owner.lastName}`,
            description: `${String(owner.ownershipPercent)}%`,
          })),
        ])}
      {accountOwner &&
        section('accountOwner', t(STEP_NAMES.accountOwner), [
          { id: 'role', term: t('accountOwner.role'), description: t(`role.${accountOwner.role}`) },
        ])}
      {bankAccounts &&
        section('bankAccounts', t(STEP_NAMES.bankAccounts), [
          {
            id: 'location',
            term: t('bank.location'),
            description: t(`country.${bankAccounts.bankLocation}`),
          },
          {
            id: 'currency',
            term: t('bank.currency'),
            description: bankAccounts.preferredStatementCurrency,
          },
          ...bankAccounts.accounts.map((entry, index) => ({
            id: `account-${String(index)}`,
            term: entry.institutionName || t('bank.accountNumber'),
            description: [
              entry.accountNumber,
              entry.currency,
              entry.source === 'linked' && entry.provider
                ? t('bank.linkedThrough', { provider: PROVIDER_NAMES[entry.provider] })
                : null,
            ]
              .filter(Boolean)
              .join(' · '),
          })),
          ...(bankAccounts.fiscalAccount
            ? [{ id: 'rfc', term: t('sat.rfc'), description: bankAccounts.fiscalAccount.rfc }]
            : []),
        ])}
      <SignUpForm
        label={t('signUp.step.review')}
        failure="submit"
        onSubmit={submit}
        submitLabel={t('review.submit')}
        space="medium"
      >
        <Stack space="xsmall">
          <Text>{t('review.documentsIntro')}</Text>
          <Inline space="medium" component="ul" aria-label={t('review.documents')}>
            <li>
              <Link href={documentUrl(SIGN_UP_DOCUMENTS.programAgreement)} target="_blank">
                {t('review.programAgreement')}
              </Link>
            </li>
            <li>
              <Link href={documentUrl(SIGN_UP_DOCUMENTS.privacyPolicy)} target="_blank">
                {t('review.privacyPolicy')}
              </Link>
            </li>
          </Inline>
        </Stack>
        <Checkbox
          name="certify"
          isSelected={certified}
          onChange={setCertified}
          isRequired
          validate={(selected) => (selected ? null : t('signUp.required'))}
        >
          {t('review.certify')}
        </Checkbox>
        <Checkbox
          name="agreementAccepted"
          isSelected={agreement}
          onChange={setAgreement}
          isRequired
          validate={(selected) => (selected ? null : t('review.agreementRequired'))}
        >
          {t('review.agreement')}
        </Checkbox>
        <Checkbox
          name="privacyPolicyAccepted"
          isSelected={privacy}
          onChange={setPrivacy}
          isRequired
          validate={(selected) => (selected ? null : t('review.privacyRequired'))}
        >
          {t('review.privacy')}
        </Checkbox>
      </SignUpForm>
    </Stack>
  );
}
