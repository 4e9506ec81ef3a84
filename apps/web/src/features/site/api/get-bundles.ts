import { ZBundleSchema, okEnvelope } from '@parlor/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { usePreferences } from '../../../lib/preferences';

/** `GET /api/bundles/index`: point bundles with prices in the request's currency. */
export async function getBundles() {
  return (await api.get('/bundles/index', { schema: okEnvelope(z.array(ZBundleSchema)) })).payload;
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
