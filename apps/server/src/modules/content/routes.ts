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
} from '@parlor/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { okRoutes } from '../../lib/ok-routes';
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
  const route = okRoutes(app, { tags });

  route.get('/languages', { answer: z.array(ZLanguageSchema) }, async () =>
    ok(await readLanguages(app)),
  );

  route.get(
    '/localizations',
    {
      querystring: z.object({ lang_id: z.string().optional() }),
      answer: ZLocalizationsSchema,
    },
    async (request) => {
      if (request.languageId === null) return ok({});
      return ok(await readTranslations(app, request.languageId));
    },
  );

  route.get('/faq', { answer: z.array(ZFaqSchema) }, async (request) =>
    ok(await readFaq(app, request.lang)),
  );

  route.get('/countries', { answer: z.array(ZCountrySchema) }, async (request) => {
    const collator = new Intl.Collator(request.lang);
    const countries = (await selectCountries(app.db)).map((row) =>
      presentCountry(row, request.lang),
    );
    return ok(countries.sort((a, b) => collator.compare(a.title, b.title)));
  });

  route.get('/settings', { answer: ZSettingsSchema }, async () => ok(await readSettings(app)));

  route.get('/currencies', { answer: z.array(ZCurrencySchema) }, async () =>
    ok(await readCurrencies(app)),
  );

  route.get('/static-pages', { answer: z.array(ZStaticPageSummarySchema) }, async (request) =>
    ok(await readStaticPageSummaries(app, request.lang)),
  );

  route.get(
    '/static-pages/:idOrSlug',
    {
      params: z.object({ idOrSlug: z.string().min(1).max(100) }),
      answer: ZStaticPageSchema,
    },
    async (request) => {
      const page = await readStaticPage(app, request.params.idOrSlug, request.lang);
      if (!page) throw AppError.notFound();
      return ok(page);
    },
  );

  route.get('/social-links', { answer: z.array(ZSocialLinkSchema) }, async () =>
    ok(await readSocialLinks(app)),
  );

  route.get('/app-config', { answer: ZAppConfigSchema }, async (request, reply) => {
    // The country is read from this request's headers: a shared cache must keep them apart.
    void reply.header('vary', 'accept-language');
    return ok({
      country: visitorCountry(request.headers, app.config.countryHeader),
      ws_path: '/api/ws',
    });
  });
}
