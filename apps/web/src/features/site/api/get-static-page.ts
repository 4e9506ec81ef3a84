import type { TOkEnvelope, TStaticPage } from '@parlor/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getTrusted } from '../../../lib/api-client';
import { usePreferences } from '../../../lib/preferences';

/**
 * `GET /api/static-pages/{idOrSlug}`: one page with its sanitised HTML; 404 when unknown.
 * A first-visit read, so typed rather than parsed (docs/decisions/150-the-first-visit-trusts-our-own-server-s-answers.md).
 */
export async function getStaticPage(idOrSlug: string) {
  return (
    await getTrusted<TOkEnvelope<TStaticPage>>(`/static-pages/${encodeURIComponent(idOrSlug)}`)
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
