import { ZStaticPageSchema, okEnvelope } from '@parlor/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { usePreferences } from '../../../lib/preferences';

/** `GET /api/static-pages/{idOrSlug}`: one page with its sanitised HTML; 404 when unknown. */
export async function getStaticPage(idOrSlug: string) {
  return (
    await api.get(`/static-pages/${encodeURIComponent(idOrSlug)}`, {
      schema: okEnvelope(ZStaticPageSchema),
    })
  ).payload;
}

export function staticPageQueryOptions(idOrSlug: string, languageId: number | null) {
  return queryOptions({
    queryKey: ['static-page', idOrSlug, languageId],
    queryFn: () => getStaticPage(idOrSlug),
    staleTime: 5 * 60_000,
  });
}

export function useStaticPage(idOrSlug: string) {
  const { languageId } = usePreferences();
  return useQuery(staticPageQueryOptions(idOrSlug, languageId));
}
