import {
  ZAdminTranslationInputSchema,
  ZAdminTranslationRowSchema,
  ZAdminTranslationsQuerySchema,
  ZHtmlPreviewRequestSchema,
  ZHtmlPreviewSchema,
  adminPage,
} from '@parlor/contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { okRoutes } from '../../lib/ok-routes';
import { bundlesResource } from './content-bundles';
import { currenciesResource } from './content-currencies';
import { faqResource } from './content-faq';
import { languagesResource } from './content-languages';
import { registerContentResource } from './content-resource';
import { roomsResource } from './content-rooms';
import { socialLinksResource } from './content-social-links';
import { staticPagesResource } from './content-static-pages';
import { saveTranslation, selectTranslationPage } from './content-translations';
import { presentPage } from './present';

const tags = ['admin'];

/**
 * Site content for admins under /api/admin/content (moderators get 403): rooms, bundles,
 * currencies, languages and their UI texts, FAQ, static pages, social links. Every change
 * is audited and reaches every instance at once.
 */
export default async function adminContentRoutes(app: FastifyInstance) {
  for (const resource of [
    roomsResource,
    bundlesResource,
    currenciesResource,
    languagesResource,
    faqResource,
    staticPagesResource,
    socialLinksResource,
  ]) {
    registerContentResource(app, resource as Parameters<typeof registerContentResource>[1]);
  }

  const route = okRoutes(app, { tags, guard: app.requireAdmin });

  route.get(
    '/admin/content/translations',
    {
      summary:
        "A language's UI texts beside the English ones; search by key or text, missing only (admin)",
      querystring: ZAdminTranslationsQuerySchema,
      answer: adminPage(ZAdminTranslationRowSchema),
    },
    async (request) => {
      const found = await selectTranslationPage(app.db, request.query);
      return ok(
        presentPage(request.query, found, (row) => ({
          key: row.key,
          english: row.english,
          value: row.value,
          is_missing: row.isMissing,
          is_edited: row.isEdited ?? false,
        })),
      );
    },
  );

  route.put(
    '/admin/content/translations',
    {
      summary: 'Change one UI text of a language; kept over the code catalogue (admin, audited)',
      body: ZAdminTranslationInputSchema,
      answer: ZAdminTranslationRowSchema,
    },
    async (request) => ok(await saveTranslation(app, request, request.body)),
  );

  route.post(
    '/admin/content/html-preview',
    {
      summary: 'HTML as the site would store and show it, cleaned by its sanitiser (admin)',
      body: ZHtmlPreviewRequestSchema,
      answer: ZHtmlPreviewSchema,
    },
    async (request) => ok({ html: sanitizeHtml(request.body.html) }),
  );
}
