import {
  ApiError,
  type CompanyAddress,
  type CompanyAddressKind,
  type Countries,
} from '@outlay/api-client';
import {
  Button,
  Columns,
  Heading,
  Inline,
  LiveRegion,
  Select,
  SelectItem,
  showToast,
  Stack,
  Text,
  TextField,
} from '@outlay/design-system';
import { companyAddressProblems, type CompanyAddressProblems } from '@outlay/rules';
import { useMemo, useState } from 'react';
import { AppForm } from '@/components/app-form';
import { ErrorBanner } from '@/components/error-banner';
import type { MessageId } from '@/i18n/catalogs';
import { useTranslator } from '@/i18n/intl';
import { countriesByName } from '@/lib/format/country-names';
import { useSaveCompanyAddress, useStates } from '../api/company-addresses';

type Country = Countries['countries'][number];
type Field = keyof CompanyAddress;

const EMPTY: CompanyAddress = {
  line1: '',
  line2: '',
  unit: '',
  county: '',
  city: '',
  state: '',
  postalCode: '',
  country: '',
};

/** Each field's problem in the reader's words, keyed by the contract's path (`address.state`). */
function problemTexts(
  problems: CompanyAddressProblems,
  t: (id: MessageId, values?: Record<string, string>) => string,
  example: string,
): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const [field, problem] of Object.entries(problems) as [Field, string][]) {
    texts[`address.${field}`] =
      problem === 'required'
        ? t('addresses.problem.required')
        : problem === 'tooLong'
          ? t('addresses.problem.tooLong')
          : field === 'postalCode'
            ? t('addresses.problem.postalCode', { example })
            : field === 'state'
              ? t('addresses.problem.state')
              : t('addresses.problem.country');
  }
  return texts;
}

/**
 * One of the company's addresses, with its country's fields: the state from the states call,
 * the colonia where the country asks it (Mexico), the postal code checked by the same rule the
 * server applies; what the server refuses shows beside the field it names.
 */
export function AddressForm(props: {
  kind: CompanyAddressKind;
  saved: CompanyAddress | undefined;
  countries: readonly Country[];
  /** Admins and managers change the addresses; the others read them (spec part 1 §2.2). */
  canEdit: boolean;
}) {
  const { t, locale } = useTranslator();
  const [draft, setDraft] = useState<CompanyAddress>(props.saved ?? EMPTY);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const save = useSaveCompanyAddress(props.kind);
  const country = props.countries.find((candidate) => candidate.code === draft.country);
  const states = useStates(country?.hasStates ? country.code : null);
  const countryOptions = useMemo(
    () =>
      countriesByName(
        props.countries.map((candidate) => candidate.code),
        locale,
      ),
    [props.countries, locale],
  );
  const headingId = `addresses-${props.kind}`;
  const example = country?.postalCodeExample ?? '';
  const serverProblems = save.error instanceof ApiError ? save.error.fields : undefined;
  const set = (field: Field) => (value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
  };
  const text = (field: Field, label: MessageId, max: number, required = false) => ({
    name: `address.${field}`,
    label: t(label),
    value: draft[field],
    onChange: set(field),
    isReadOnly: !props.canEdit,
    maxLength: max,
    isRequired: required,
  });
  return (
    <Stack space="medium" component="section" aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        {t(`addresses.kind.${props.kind}`)}
      </Heading>
      <Text tone="muted">{t(`addresses.about.${props.kind}`)}</Text>
      <AppForm
        aria-label={t(`addresses.kind.${props.kind}`)}
        validationBehavior="aria"
        validationErrors={{ ...serverProblems, ...problems }}
        onSubmit={() => {
          const found = problemTexts(companyAddressProblems(draft), t, example);
          setProblems(found);
          if (Object.keys(found).length > 0) return;
          save.mutate(
            { address: draft },
            {
              onSuccess: () => {
                showToast({
                  tone: 'success',
                  description: t('addresses.saved', { kind: t(`addresses.kind.${props.kind}`) }),
                });
              },
            },
          );
        }}
      >
        <Stack space="medium">
          <ErrorBanner error={save.error} />
          <Select
            name="address.country"
            label={t('addresses.field.country')}
            placeholder={t('addresses.countryPlaceholder')}
            value={draft.country === '' ? null : draft.country}
            isRequired
            isDisabled={!props.canEdit}
            onChange={(key) => {
              if (typeof key === 'string') {
                setDraft((current) => ({ ...current, country: key, state: '', county: '' }));
              }
            }}
          >
            {countryOptions.map((option) => (
              <SelectItem key={option.code} id={option.code}>
                {option.name}
              </SelectItem>
            ))}
          </Select>
          <TextField
            autoComplete="address-line1"
            {...text('line1', 'addresses.field.line1', 100, true)}
          />
          <TextField
            autoComplete="address-line2"
            {...text('line2', 'addresses.field.line2', 100)}
          />
          <Columns space="medium" collapseBelow="md">
            <TextField {...text('unit', 'addresses.field.unit', 50)} />
            {country?.asksColonia ? (
              <TextField {...text('county', 'addresses.field.colonia', 50, true)} />
            ) : (
              <TextField {...text('county', 'addresses.field.county', 50)} />
            )}
          </Columns>
          <Columns space="medium" collapseBelow="md">
            <TextField
              autoComplete="address-level2"
              {...text('city', 'addresses.field.city', 50, true)}
            />
            {country?.hasStates ? (
              <Select
                name="address.state"
                label={t('addresses.field.state')}
                placeholder={t('addresses.statePlaceholder')}
                value={draft.state === '' ? null : draft.state}
                isRequired={country.stateRequired}
                isDisabled={!states.data || !props.canEdit}
                onChange={(key) => {
                  if (typeof key === 'string') set('state')(key);
                }}
              >
                {(states.data?.states ?? []).map((state) => (
                  <SelectItem key={state.code} id={state.code}>
                    {state.name}
                  </SelectItem>
                ))}
              </Select>
            ) : null}
            <TextField
              autoComplete="postal-code"
              {...(example === ''
                ? {}
                : { description: t('addresses.postalCodeHint', { example }) })}
              {...text('postalCode', 'addresses.field.postalCode', 12, true)}
            />
          </Columns>
          <Inline space="small" alignY="center">
            {props.canEdit ? (
              <Button type="submit" isPending={save.isPending}>
                {t('addresses.save', { kind: t(`addresses.kind.${props.kind}`) })}
              </Button>
            ) : (
              <Text tone="muted">{t('addresses.readOnly')}</Text>
            )}
            <LiveRegion visuallyHidden>{save.isPending ? t('addresses.saving') : ''}</LiveRegion>
          </Inline>
        </Stack>
      </AppForm>
    </Stack>
  );
}
