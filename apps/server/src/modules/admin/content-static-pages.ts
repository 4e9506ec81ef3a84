import {
  ZAdminStaticPageInputSchema,
  ZAdminStaticPageSchema,
  reservedSlugs,
  type TAdminStaticPage,
} from '@parlor/contracts';
import { getTableColumns, type InferSelectModel } from 'drizzle-orm';
import { staticPages } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { inUse } from './content-resource';
import { defineContentResource } from './define-content-resource';
import { sanitizeLocalizedHtml } from './sanitize-localized-html';

function legalRole(row: InferSelectModel<typeof staticPages>): TAdminStaticPage['legal_role'] {
  if (row.isTerms) return 'terms';
  if (row.isPrivacy) return 'privacy';
  if (row.isBuyerTerms) return 'buyer_terms';
  if (row.isSellerTerms) return 'seller_terms';
  if (row.isCookie) return 'cookie';
  return null;
}

/**
 * Static pages: slug, title and HTML per language. HTML is sanitised on save. Legal pages
 * (terms, privacy, …) are found by their role, so they can be edited but not deleted.
 */
export const staticPagesResource = defineContentResource({
  path: 'static-pages',
  unique: { field: 'slug', message: 'admin.content.errors.duplicateSlug' },
  objectType: 'static_page',
  noun: 'static pages',
  input: ZAdminStaticPageInputSchema,
  item: ZAdminStaticPageSchema,
  table: staticPages,
  columns: getTableColumns(staticPages),
  present: (row) => {
    const { id, slug, title, content, position } = row;
    return { id, slug, title, content, position, legal_role: legalRole(row) };
  },
  // Stored clean with the sanitiser the site serves pages through.
  values: (input) => ({ ...input, content: sanitizeLocalizedHtml(input.content, 'content') }),
  // The site's own routes are not a page's address (a taken one is the unique index's 422).
  checkSave(input) {
    if ((reservedSlugs as readonly string[]).includes(input.slug)) {
      throw AppError.field('slug', 'admin.content.errors.reservedSlug');
    }
  },
  checkRemove(current) {
    if (current.legal_role) throw inUse('admin.content.errors.legalPage');
  },
});
