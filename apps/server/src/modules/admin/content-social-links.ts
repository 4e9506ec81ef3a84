import {
  ZAdminSocialLinkInputSchema,
  ZAdminSocialLinkSchema,
  type TAdminSocialLink,
} from '@parlor/contracts';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { socialLinks } from '../../db/schema';
import type { ContentResource } from './content-resource';
import { contentReads, contentRows } from './content-rows';

type Input = z.output<typeof ZAdminSocialLinkInputSchema>;

const values = (input: Input) => ({
  title: input.title,
  link: input.link,
  img: input.img,
  position: input.position,
});

/** The footer's social links: title, http(s) link, icon and order. */
export const socialLinksResource: ContentResource<Input, TAdminSocialLink> = {
  path: 'social-links',
  objectType: 'social_link',
  noun: 'social links',
  input: ZAdminSocialLinkInputSchema,
  item: ZAdminSocialLinkSchema,
  ...contentReads(
    socialLinks,
    (db: Executor) => db.select().from(socialLinks).$dynamic(),
    (row) => row,
  ),
  ...contentRows(socialLinks, values),
};
