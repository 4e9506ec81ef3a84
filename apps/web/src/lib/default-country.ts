import { useQuery } from '@tanstack/react-query';
import type { CountryCode } from 'libphonenumber-js/min';
import { useMemo } from 'react';
import { appConfigQuery } from './site-data';

/** The region of the browser's preferred languages, e.g. `de-AT` → AT, `en` → US. */
function localeCountry(): string | null {
  for (const tag of navigator.languages.length > 0 ? navigator.languages : [navigator.language]) {
    try {
      const region = new Intl.Locale(tag).maximize().region;
      if (region) return region;
    } catch {
      // An invalid tag: try the next one.
    }
  }
  return null;
}

/**
 * The country the input starts with: the one the server read from the request (a reverse
 * proxy's country header, else Accept-Language), else the browser locale's region, else the
 * first allowed country. No other origin is asked: a visitor's address is not shared with a
 * third party before any consent.
 */
export function useDefaultCountry(allowed: ReadonlySet<string>, ordered: CountryCode[]) {
  const { data: appConfig } = useQuery(appConfigQuery);
  const serverCountry = appConfig?.country ?? null;
  return useMemo(() => {
    for (const candidate of [serverCountry, localeCountry()]) {
      if (candidate && allowed.has(candidate)) return candidate as CountryCode;
    }
    return ordered[0];
  }, [serverCountry, allowed, ordered]);
}
