import { and, asc, eq, ne, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { countries, faqs, socialLinks, staticPages, translations } from '../../db/schema';

/** SQL for the public content module. */

/** A language's UI texts; an empty one is left out, so the site shows the English text. */
export async function selectTranslations(db: Executor, languageId: number) {
  return db
    .select({ key: translations.key, value: translations.value })
    .from(translations)
    .where(and(eq(translations.languageId, languageId), ne(translations.value, '')));
}

export function selectCountries(db: Executor) {
  return db.select().from(countries).orderBy(asc(countries.title));
}

export function selectFaqs(db: Executor) {
  return db.select().from(faqs).orderBy(asc(faqs.position), asc(faqs.id));
}

export function selectStaticPages(db: Executor) {
  return db.select().from(staticPages).orderBy(asc(staticPages.position), asc(staticPages.id));
}

/** A static page by slug, or by numeric id when the value is all digits. */
export async function selectStaticPage(db: Executor, idOrSlug: string) {
  const id = /^\d{1,9}$/.test(idOrSlug) ? Number(idOrSlug) : undefined;
  const condition =
    id === undefined
      ? eq(staticPages.slug, idOrSlug)
      : or(eq(staticPages.id, id), eq(staticPages.slug, idOrSlug));
  const [page] = await db.select().from(staticPages).where(condition).limit(1);
  return page;
}

export function selectSocialLinks(db: Executor) {
  return db.select().from(socialLinks).orderBy(asc(socialLinks.position), asc(socialLinks.id));
}
