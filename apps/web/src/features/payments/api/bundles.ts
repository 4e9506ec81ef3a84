import { ZBundleSchema, okEnvelope } from '@parlor/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { usePreferences } from '../../../lib/preferences';

/** `GET /api/bundles/index`: priced in the chosen currency, described in the chosen language. */
export function bundlesQuery(currency: string, languageId: number | null) {
  return queryOptions({
    queryKey: ['bundles', currency, languageId],
    queryFn: async () =>
      (await api.get('/bundles/index', { schema: okEnvelope(z.array(ZBundleSchema)) })).payload,
    staleTime: 60_000,
  });
}

export function useBundles() {
  const { currency, languageId } = usePreferences();
  return useQuery(bundlesQuery(currency, languageId));
}
