import {
  ZAdminSocialLinkInputSchema,
  ZAdminSocialLinkSchema,
  type TAdminSocialLink,
} from '@parlor/contracts';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { socialLinks } from '../../db/schema';
import type { ContentResource } from './content-resource';

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
  list: (db) =>
    db.select().from(socialLinks).orderBy(asc(socialLinks.position), asc(socialLinks.id)),
  async load(db, id) {
    const [row] = await db.select().from(socialLinks).where(eq(socialLinks.id, id));
    return row;
  },
  async insert(tx, input) {
    const [row] = await tx
      .insert(socialLinks)
      .values(values(input))
      .returning({ id: socialLinks.id });
    return row!.id;
  },
  async update(tx, id, input) {
    await tx.update(socialLinks).set(values(input)).where(eq(socialLinks.id, id));
  },
  async remove(tx, id) {
    await tx.delete(socialLinks).where(eq(socialLinks.id, id));
  },
};
