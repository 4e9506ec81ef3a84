import type {
  TAppConfig,
  TCountry,
  TCurrency,
  TLanguage,
  TOkEnvelope,
  TSettings,
  TStaticPageSummary,
} from '@parlor/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getTrusted } from './api-client';
import { usePreferences } from './preferences';

/**
 * Site-wide data every feature may read: languages, currencies, settings, countries, pages.
 * Read on the first visit, so typed without a zod parse (see `getTrusted`).
 */

/** The payload of an OK envelope. */
async function getPayload<T>(path: string): Promise<T> {
  return (await getTrusted<TOkEnvelope<T>>(path)).payload;
}

export const languagesQuery = queryOptions({
  queryKey: ['languages'],
  queryFn: () => getPayload<TLanguage[]>('/languages'),
  staleTime: Infinity,
});

export const currenciesQuery = queryOptions({
  queryKey: ['currencies'],
  queryFn: () => getPayload<TCurrency[]>('/currencies'),
  staleTime: Infinity,
});

export const settingsQuery = queryOptions({
  queryKey: ['settings'],
  queryFn: () => getPayload<TSettings>('/settings'),
  staleTime: 60_000,
});

export const appConfigQuery = queryOptions({
  queryKey: ['app-config'],
  queryFn: () => getPayload<TAppConfig>('/app-config'),
  staleTime: Infinity,
});

export function countriesQuery(languageId: number | null) {
  return queryOptions({
    queryKey: ['countries', languageId],
    queryFn: () => getPayload<TCountry[]>('/countries'),
    staleTime: Infinity,
  });
}

export function staticPagesQuery(languageId: number | null) {
  return queryOptions({
    queryKey: ['static-pages', languageId],
    queryFn: () => getPayload<TStaticPageSummary[]>('/static-pages'),
    staleTime: 5 * 60_000,
  });
}

export function useSettings() {
  return useQuery(settingsQuery);
}

export function useCountries() {
  const { languageId } = usePreferences();
  return useQuery(countriesQuery(languageId));
}

export function useStaticPages() {
  const { languageId } = usePreferences();
  return useQuery(staticPagesQuery(languageId));
}

/** A fallback when currencies fail to load (spec §3, Currency). */
export const fallbackCurrency: TCurrency = { code: 'EUR', value: 1, symbol: '€', default: 1 };

/** The chosen currency (stored code if known, else the default, else EUR). */
export function useCurrency(): TCurrency {
  const { currency } = usePreferences();
  const { data } = useQuery(currenciesQuery);
  return (
    data?.find((row) => row.code === currency) ??
    data?.find((row) => row.default === 1) ??
    fallbackCurrency
  );
}
