import {
  ZAppConfigSchema,
  ZCountrySchema,
  ZCurrencySchema,
  ZFaqSchema,
  ZLanguageSchema,
  ZLocalizationsSchema,
  ZSettingsSchema,
  ZSocialLinkSchema,
  ZStaticPageSchema,
  ZStaticPageSummarySchema,
  okEnvelope,
} from '@parlor/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { typed } from '../../lib/typed';
import { visitorCountry } from '../../lib/visitor-country';
import { presentCountry } from './present';
import { selectCountries } from './queries';
import {
  readCurrencies,
  readFaq,
  readLanguages,
  readSettings,
  readSocialLinks,
  readStaticPage,
  readStaticPageSummaries,
  readTranslations,
} from './read-site-data';

const tags = ['content'];

/** Public site data (spec §7): languages, texts, FAQ, countries, settings, currencies, pages, links. */
export default async function contentRoutes(app: FastifyInstance) {
  const api = typed(app);

  api.get(
    '/languages',
    { schema: { tags, response: { 200: okEnvelope(z.array(ZLanguageSchema)) } } },
    async () => ok(await readLanguages(app)),
  );

  api.get(
    '/localizations',
    {
      schema: {
        tags,
        querystring: z.object({ lang_id: z.string().optional() }),
        response: { 200: okEnvelope(ZLocalizationsSchema) },
      },
    },
    async (request) => {
      if (request.languageId === null) return ok({});
      return ok(await readTranslations(app, request.languageId));
    },
  );

  api.get(
    '/faq',
    { schema: { tags, response: { 200: okEnvelope(z.array(ZFaqSchema)) } } },
    async (request) => ok(await readFaq(app, request.lang)),
  );

  api.get(
    '/countries',
    { schema: { tags, response: { 200: okEnvelope(z.array(ZCountrySchema)) } } },
    async (request) => {
      const collator = new Intl.Collator(request.lang);
      const countries = (await selectCountries(app.db)).map((row) =>
        presentCountry(row, request.lang),
      );
      return ok(countries.sort((a, b) => collator.compare(a.title, b.title)));
    },
  );

  api.get(
    '/settings',
    { schema: { tags, response: { 200: okEnvelope(ZSettingsSchema) } } },
    async () => ok(await readSettings(app)),
  );

  api.get(
    '/currencies',
    { schema: { tags, response: { 200: okEnvelope(z.array(ZCurrencySchema)) } } },
    async () => ok(await readCurrencies(app)),
  );

  api.get(
    '/static-pages',
    { schema: { tags, response: { 200: okEnvelope(z.array(ZStaticPageSummarySchema)) } } },
    async (request) => ok(await readStaticPageSummaries(app, request.lang)),
  );

  api.get(
    '/static-pages/:idOrSlug',
    {
      schema: {
        tags,
        params: z.object({ idOrSlug: z.string().min(1).max(100) }),
        response: { 200: okEnvelope(ZStaticPageSchema) },
      },
    },
    async (request) => {
      const page = await readStaticPage(app, request.params.idOrSlug, request.lang);
      if (!page) throw AppError.notFound();
      return ok(page);
    },
  );

  api.get(
    '/social-links',
    { schema: { tags, response: { 200: okEnvelope(z.array(ZSocialLinkSchema)) } } },
    async () => ok(await readSocialLinks(app)),
  );

  api.get(
    '/app-config',
    { schema: { tags, response: { 200: okEnvelope(ZAppConfigSchema) } } },
    async (request, reply) => {
      // The country is read from this request's headers: a shared cache must keep them apart.
      void reply.header('vary', 'accept-language');
      return ok({
        country: visitorCountry(request.headers, app.config.countryHeader),
        ws_path: '/api/ws',
      });
    },
  );
}
