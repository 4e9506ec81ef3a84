import { getCountries, type CountryCode } from 'libphonenumber-js/min';
import { useMemo } from 'react';
import { useDefaultCountry } from '../lib/default-country';
import { useCountries } from '../lib/site-data';

/** A country the phone field offers: its ISO code and its name in the reader's language. */
export interface PhoneCountryOption {
  iso: CountryCode;
  title: string;
}

const knownCountries = new Set<string>(getCountries());

/**
 * The phone input's countries: the server's that the phone library knows (the list to
 * choose from), the ones a number may be of, and the country shown before any is chosen.
 */
export function usePhoneCountries() {
  const { data: serverCountries, isError } = useCountries();
  const options = useMemo<PhoneCountryOption[]>(
    () =>
      (serverCountries ?? [])
        .filter((country) => knownCountries.has(country.iso))
        .map((country) => ({ iso: country.iso as CountryCode, title: country.title })),
    [serverCountries],
  );
  // Until the server list is there (or when it failed to load) no country is refused here;
  // the server checks.
  const allowed = useMemo<ReadonlySet<string>>(
    () =>
      isError || !serverCountries ? knownCountries : new Set(options.map((option) => option.iso)),
    [isError, serverCountries, options],
  );
  const ordered = useMemo(() => options.map((option) => option.iso), [options]);
  const defaultCountry = useDefaultCountry(allowed, ordered);
  return { options, allowed, defaultCountry };
}
