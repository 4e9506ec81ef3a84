import { useQuery } from '@tanstack/react-query';
import type { CountryCode } from 'libphonenumber-js/min';
import { useMemo } from 'react';
import { appConfigQuery } from './site-data';

/** Country of the IP lookup answer `1;DE;DEU;Germany` (first character 1 = success). */
async function lookupCountry(url: string): Promise<string | null> {
  const response = await fetch(url, { signal: AbortSignal.timeout(4000) });
  const text = (await response.text()).trim();
  if (!response.ok || !text.startsWith('1')) return null;
  const iso = text.split(';')[1]?.toUpperCase();
  return iso && /^[A-Z]{2}$/.test(iso) ? iso : null;
}

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
 * The country the input starts with: the configured IP lookup's answer, else the browser
 * locale's region, else the first allowed country. The lookup runs in the background and
 * never blocks the form; until it answers (or when it is off or fails) the locale decides.
 */
export function useDefaultCountry(allowed: ReadonlySet<string>, ordered: CountryCode[]) {
  const { data: appConfig } = useQuery(appConfigQuery);
  const lookupUrl = appConfig?.ip_lookup_url ?? '';
  const { data: ipCountry } = useQuery({
    queryKey: ['ip-country', lookupUrl],
    queryFn: () => lookupCountry(lookupUrl).catch(() => null),
    enabled: lookupUrl !== '',
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
  return useMemo(() => {
    for (const candidate of [ipCountry, localeCountry()]) {
      if (candidate && allowed.has(candidate)) return candidate as CountryCode;
    }
    return ordered[0];
  }, [ipCountry, allowed, ordered]);
}
