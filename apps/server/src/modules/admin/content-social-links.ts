import { ZAdminSocialLinkInputSchema, ZAdminSocialLinkSchema } from '@parlor/contracts';
import { getTableColumns } from 'drizzle-orm';
import { socialLinks } from '../../db/schema';
import { defineContentResource } from './define-content-resource';

/** The footer's social links: title, http(s) link, icon and order. */
export const socialLinksResource = defineContentResource({
  path: 'social-links',
  objectType: 'social_link',
  noun: 'social links',
  input: ZAdminSocialLinkInputSchema,
  item: ZAdminSocialLinkSchema,
  table: socialLinks,
  columns: getTableColumns(socialLinks),
});
