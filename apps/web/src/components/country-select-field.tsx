import { useTranslation } from 'react-i18next';
import { useCountries } from '../lib/site-data';
import { SelectField, type SelectProps } from './ui/field';

/**
 * A select of the site's countries (`GET /api/countries`, the option values their ids) with
 * a first empty option; when the list cannot be loaded, that is the field's error.
 */
export function CountrySelectField({
  placeholder,
  error,
  ...props
}: Omit<SelectProps, 'children'> & { placeholder: string }) {
  const { t } = useTranslation();
  const { data: countries, isError: hasCountriesFailed } = useCountries();
  return (
    <SelectField
      autoComplete="country"
      error={error ?? (hasCountriesFailed ? t('site.errors.countries') : undefined)}
      {...props}
    >
      <option value="">{placeholder}</option>
      {(countries ?? []).map((country) => (
        <option key={country.id} value={String(country.id)}>
          {country.title}
        </option>
      ))}
    </SelectField>
  );
}
