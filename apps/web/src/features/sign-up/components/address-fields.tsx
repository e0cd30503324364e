import { Heading, Select, SelectItem, Stack, TextField, Columns } from '@outlay/design-system';
import type { SignUpAddress } from '@outlay/api-client';
import { ADDRESS_RULES, addressProblems, subdivisionName, type AddressField } from '@outlay/rules';
import { useMemo } from 'react';
import type { MessageId } from '@/i18n/catalogs';
import { useTranslator } from '@/i18n/intl';
import { CountrySelect } from './country-select';

const LABELS: Record<AddressField, MessageId> = {
  line1: 'address.line1',
  line2: 'address.line2',
  unit: 'address.unit',
  county: 'address.county',
  state: 'address.state',
  city: 'address.city',
  postalCode: 'address.postalCode',
};

/**
 * An address checked per country (@outlay/rules' addressProblems): the state is picked from
 * the country's list by its name in the reader's language (the code is what is saved), the postal code checked against the country's pattern. Field names are
 * the contract's paths (`businessAddress.postalCode`), so the server's messages land beside them.
 */
export function AddressFields(props: {
  name: 'businessAddress' | 'residentialAddress';
  title: string;
  value: SignUpAddress;
  onChange: (address: SignUpAddress) => void;
}) {
  const { t, language, locale } = useTranslator();
  const { value } = props;
  const rule = ADDRESS_RULES[value.country];
  const states = useMemo(() => {
    const collator = new Intl.Collator(locale);
    return rule.states
      .map((code) => ({ code, name: subdivisionName(value.country, code, language) }))
      .sort((a, b) => collator.compare(a.name, b.name));
  }, [rule, value.country, language, locale]);
  const set = (field: AddressField) => (text: string) => {
    props.onChange({ ...value, [field]: text });
  };
  const problemMessage = (field: AddressField, text: string) => {
    const problem = addressProblems(value.country, { ...value, [field]: text })[field];
    if (!problem || problem === 'required') return null;
    if (problem === 'tooLong') return t('address.tooLong');
    if (field === 'postalCode') {
      return t('address.postalCodeInvalid', { example: rule.postalCodeExample });
    }
    return field === 'state' ? t('address.stateInvalid') : null;
  };
  const field = (name: AddressField, required: boolean, max: number) => ({
    name: `${props.name}.${name}`,
    label: t(LABELS[name]),
    value: value[name],
    onChange: set(name),
    maxLength: max,
    isRequired: required,
    validate: (text: string) => problemMessage(name, text),
  });
  return (
    <Stack space="medium">
      <Heading level={3} size={4}>
        {props.title}
      </Heading>
      <CountrySelect
        name={`${props.name}.country`}
        label={t('address.country')}
        value={value.country}
        onChange={(country) => {
          props.onChange({ ...value, country, state: '' });
        }}
      />
      <TextField autoComplete="address-line1" {...field('line1', true, 100)} />
      <TextField autoComplete="address-line2" {...field('line2', false, 100)} />
      <Columns space="medium" collapseBelow="md">
        <TextField {...field('unit', false, 50)} />
        <TextField autoComplete="address-level2" {...field('city', true, 50)} />
      </Columns>
      <Columns space="medium" collapseBelow="md">
        {rule.states.length > 0 ? (
          <Select
            name={`${props.name}.state`}
            label={t('address.state')}
            value={value.state === '' ? null : value.state}
            onChange={(key) => {
              set('state')(String(key));
            }}
            isRequired={rule.stateRequired}
          >
            {states.map((state) => (
              <SelectItem key={state.code} id={state.code}>
                {state.name}
              </SelectItem>
            ))}
          </Select>
        ) : (
          <TextField {...field('county', false, 50)} />
        )}
        <TextField
          autoComplete="postal-code"
          description={t('address.postalCodeHint', { example: rule.postalCodeExample })}
          {...field('postalCode', true, 12)}
        />
      </Columns>
    </Stack>
  );
}
