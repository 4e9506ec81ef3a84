import { ZFaqSchema, okEnvelope } from '@parlor/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { usePreferences } from '../../../lib/preferences';

/** `GET /api/faq`: the FAQ items in the chosen language (answers are sanitised HTML). */
export async function getFaq() {
  return (await api.get('/faq', { schema: okEnvelope(z.array(ZFaqSchema)) })).payload;
}

export function faqQueryOptions(languageId: number | null) {
  return queryOptions({
    queryKey: ['faq', languageId],
    queryFn: getFaq,
    staleTime: 5 * 60_000,
  });
}

export function useFaq() {
  const { languageId } = usePreferences();
  return useQuery(faqQueryOptions(languageId));
}
