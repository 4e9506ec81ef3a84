import type { TFaq, TOkEnvelope } from '@parlor/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getTrusted } from '../../../lib/api-client';
import { usePreferences } from '../../../lib/preferences';

/** `GET /api/faq`: the FAQ items in the chosen language (answers are sanitised HTML; home page: no zod parse). */
export async function getFaq() {
  return (await getTrusted<TOkEnvelope<TFaq[]>>('/faq')).payload;
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
