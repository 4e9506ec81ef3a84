import type { TOkEnvelope, TSocialLink } from '@parlor/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getTrusted } from '../../../lib/api-client';

/** `GET /api/social-links`: title, link and image of each social profile (footer: no zod parse). */
export async function getSocialLinks() {
  return (await getTrusted<TOkEnvelope<TSocialLink[]>>('/social-links')).payload;
}

export const socialLinksQueryOptions = queryOptions({
  queryKey: ['social-links'],
  queryFn: getSocialLinks,
  staleTime: 10 * 60_000,
});

export function useSocialLinks() {
  return useQuery(socialLinksQueryOptions);
}
