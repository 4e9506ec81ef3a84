import {
  ZAdminStaticPageInputSchema,
  ZAdminStaticPageSchema,
  reservedSlugs,
  type TAdminStaticPage,
} from '@parlor/contracts';
import { asc, eq } from 'drizzle-orm';
import type { InferSelectModel } from 'drizzle-orm';
import type { z } from 'zod';
import { staticPages } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { inUse, type ContentResource } from './content-resource';
import { sanitizeLocalizedHtml } from './sanitize-localized-html';

type Input = z.output<typeof ZAdminStaticPageInputSchema>;
type Row = InferSelectModel<typeof staticPages>;

function legalRole(row: Row): TAdminStaticPage['legal_role'] {
  if (row.isTerms) return 'terms';
  if (row.isPrivacy) return 'privacy';
  if (row.isBuyerTerms) return 'buyer_terms';
  if (row.isSellerTerms) return 'seller_terms';
  if (row.isCookie) return 'cookie';
  return null;
}

function present(row: Row): TAdminStaticPage {
  const { id, slug, title, content, position } = row;
  return { id, slug, title, content, position, legal_role: legalRole(row) };
}

/** The site's own routes are not a page's address (a taken one is the unique index's 422). */
function checkSlug(slug: string) {
  if ((reservedSlugs as readonly string[]).includes(slug)) {
    throw AppError.field('slug', 'admin.content.errors.reservedSlug');
  }
}

function values(input: Input) {
  return {
    slug: input.slug,
    title: input.title,
    // Stored clean with the sanitiser the site serves pages through.
    content: sanitizeLocalizedHtml(input.content, 'content'),
    position: input.position,
  };
}

/**
 * Static pages: slug, title and HTML per language. HTML is sanitised on save. Legal pages
 * (terms, privacy, …) are found by their role, so they can be edited but not deleted.
 */
export const staticPagesResource: ContentResource<Input, TAdminStaticPage> = {
  path: 'static-pages',
  unique: { field: 'slug', message: 'admin.content.errors.duplicateSlug' },
  objectType: 'static_page',
  noun: 'static pages',
  input: ZAdminStaticPageInputSchema,
  item: ZAdminStaticPageSchema,
  list: async (db) =>
    (
      await db.select().from(staticPages).orderBy(asc(staticPages.position), asc(staticPages.id))
    ).map(present),
  async load(db, id) {
    const [row] = await db.select().from(staticPages).where(eq(staticPages.id, id));
    return row && present(row);
  },
  async insert(tx, input) {
    checkSlug(input.slug);
    const [row] = await tx
      .insert(staticPages)
      .values(values(input))
      .returning({ id: staticPages.id });
    return row!.id;
  },
  async update(tx, id, input) {
    checkSlug(input.slug);
    await tx.update(staticPages).set(values(input)).where(eq(staticPages.id, id));
  },
  async remove(tx, id, current) {
    if (current.legal_role) throw inUse('admin.content.errors.legalPage');
    await tx.delete(staticPages).where(eq(staticPages.id, id));
  },
};
