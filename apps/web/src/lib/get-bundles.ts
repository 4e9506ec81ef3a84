import type { TBundle, TOkEnvelope } from '@parlor/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getTrusted } from './api-client';
import { usePreferences } from './preferences';

/**
 * `GET /api/bundles/index`: the point bundles, priced in the chosen currency and described in
 * the chosen language. Shown on the home page of a first visit, so typed without a zod parse
 * (see `getTrusted`); the top-up and the account page read the same cache entry.
 */
export async function getBundles() {
  return (await getTrusted<TOkEnvelope<TBundle[]>>('/bundles/index')).payload;
}

/** Keyed by currency and language: the price and the description follow both. */
export function bundlesQueryOptions(currency: string, languageId: number | null) {
  return queryOptions({
    queryKey: ['bundles', currency, languageId],
    queryFn: getBundles,
    staleTime: 60_000,
  });
}

/** The bundles in the visitor's chosen currency and language. */
export function useBundles() {
  const { currency, languageId } = usePreferences();
  return useQuery(bundlesQueryOptions(currency, languageId));
}
