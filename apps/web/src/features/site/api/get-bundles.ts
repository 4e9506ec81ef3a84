import type { TBundle, TOkEnvelope } from '@parlor/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getTrusted } from '../../../lib/api-client';
import { usePreferences } from '../../../lib/preferences';

/** `GET /api/bundles/index`: point bundles with prices in the request's currency (home page: no zod parse). */
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

export function useBundles() {
  const { currency, languageId } = usePreferences();
  return useQuery(bundlesQueryOptions(currency, languageId));
}
