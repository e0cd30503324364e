import { Select, SelectItem } from '@outlay/design-system';
import { SIGN_UP_COUNTRIES, type SignUpCountry } from '@outlay/rules';
import { useTranslator } from '@/i18n/intl';

/** One of the countries a company can apply from, named in the reader's language. */
export function CountrySelect(props: {
  name: string;
  label: string;
  value: SignUpCountry;
  onChange: (country: SignUpCountry) => void;
  countries?: readonly SignUpCountry[];
}) {
  const { t } = useTranslator();
  return (
    <Select
      name={props.name}
      label={props.label}
      value={props.value}
      onChange={(key) => {
        const country = (props.countries ?? SIGN_UP_COUNTRIES).find((code) => code === key);
        if (country) props.onChange(country);
      }}
      isRequired
    >
      {(props.countries ?? SIGN_UP_COUNTRIES).map((country) => (
        <SelectItem key={country} id={country} textValue={t(`country.${country}`)}>
          {t(`country.${country}`)}
        </SelectItem>
      ))}
    </Select>
  );
}
