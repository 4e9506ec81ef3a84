import {
  ZAppConfigSchema,
  ZCountrySchema,
  ZCurrencySchema,
  ZLanguageSchema,
  ZSettingsSchema,
  ZStaticPageSummarySchema,
  okEnvelope,
  type TCurrency,
} from '@parlor/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from './api-client';
import { usePreferences } from './preferences';

/** Site-wide data every feature may read: languages, currencies, settings, countries, pages. */

export const languagesQuery = queryOptions({
  queryKey: ['languages'],
  queryFn: async () =>
    (await api.get('/languages', { schema: okEnvelope(z.array(ZLanguageSchema)) })).payload,
  staleTime: Infinity,
});

export const currenciesQuery = queryOptions({
  queryKey: ['currencies'],
  queryFn: async () =>
    (await api.get('/currencies', { schema: okEnvelope(z.array(ZCurrencySchema)) })).payload,
  staleTime: Infinity,
});

export const settingsQuery = queryOptions({
  queryKey: ['settings'],
  queryFn: async () =>
    (await api.get('/settings', { schema: okEnvelope(ZSettingsSchema) })).payload,
  staleTime: 60_000,
});

export const appConfigQuery = queryOptions({
  queryKey: ['app-config'],
  queryFn: async () =>
    (await api.get('/app-config', { schema: okEnvelope(ZAppConfigSchema) })).payload,
  staleTime: Infinity,
});

export function countriesQuery(languageId: number | null) {
  return queryOptions({
    queryKey: ['countries', languageId],
    queryFn: async () =>
      (await api.get('/countries', { schema: okEnvelope(z.array(ZCountrySchema)) })).payload,
    staleTime: Infinity,
  });
}

export function staticPagesQuery(languageId: number | null) {
  return queryOptions({
    queryKey: ['static-pages', languageId],
    queryFn: async () =>
      (await api.get('/static-pages', { schema: okEnvelope(z.array(ZStaticPageSummarySchema)) }))
        .payload,
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
