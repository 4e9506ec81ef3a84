import {
  ZAdminStaticPageInputSchema,
  ZAdminStaticPageSchema,
  reservedSlugs,
  type TAdminStaticPage,
} from '@parlor/contracts';
import type { InferSelectModel } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { staticPages } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { inUse, type ContentResource } from './content-resource';
import { contentReads, contentRows } from './content-rows';
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

const rows = contentRows(staticPages, values);

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
  ...contentReads(staticPages, (db: Executor) => db.select().from(staticPages).$dynamic(), present),
  async insert(tx, input) {
    checkSlug(input.slug);
    return rows.insert(tx, input);
  },
  async update(tx, id, input) {
    checkSlug(input.slug);
    await rows.update(tx, id, input);
  },
  async remove(tx, id, current) {
    if (current.legal_role) throw inUse('admin.content.errors.legalPage');
    await rows.remove(tx, id);
  },
};
