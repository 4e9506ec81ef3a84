import { ZSocialLinkSchema, okEnvelope } from '@parlor/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

/** `GET /api/social-links`: title, link and image of each social profile. */
export async function getSocialLinks() {
  return (await api.get('/social-links', { schema: okEnvelope(z.array(ZSocialLinkSchema)) }))
    .payload;
}

export const socialLinksQueryOptions = queryOptions({
  queryKey: ['social-links'],
  queryFn: getSocialLinks,
  staleTime: 10 * 60_000,
});

export function useSocialLinks() {
  return useQuery(socialLinksQueryOptions);
}
