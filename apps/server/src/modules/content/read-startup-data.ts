import { consentCookieNames, reservedSlugs, type TStartupData } from '@parlor/contracts';
import { flatCatalog } from '@parlor/contracts/i18n';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { languageById } from '../../plugins/request-context';
import { readBundles } from '../money/read-bundles';
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
import { isStaff } from '../../plugins/auth/auth';

const reserved = new Set<string>(reservedSlugs);

/** The static page a client route shows (`/{slug}`, `/static-page/{id or slug}`), if any. */
export function staticPageOfPath(pathname: string): string | undefined {
  const match = /^\/(?:static-page\/)?([^/]+)\/?$/.exec(pathname);
  if (!match?.[1]) return undefined;
  let idOrSlug: string;
  try {
    idOrSlug = decodeURIComponent(match[1]);
  } catch {
    return undefined;
  }
  // The client shows NotFound for a reserved slug under either path.
  return reserved.has(idOrSlug) || idOrSlug.length > 100 ? undefined : idOrSlug;
}

/** The request's consent cookies (see TStartupData.consentCookies). */
function consentCookiesOf(request: FastifyRequest): TStartupData['consentCookies'] {
  const cookies: TStartupData['consentCookies'] = {};
  for (const key of ['consent', 'settings'] as const) {
    const value = request.cookies[consentCookieNames[key]];
    if (value !== undefined) cookies[key] = value;
  }
  return cookies;
}

/** The home page's bundles (in the request's currency, the default here) and FAQ. */
async function readHomeData(
  app: FastifyInstance,
  request: FastifyRequest,
  lang: string,
): Promise<TStartupData['home']> {
  const [{ currency, bundles }, faq] = await Promise.all([
    readBundles(app, request, lang),
    readFaq(app, lang),
  ]);
  return { currency, bundles, faq };
}

/**
 * The start-up data for the page at `pathname` (see TStartupData): reference data from
 * the instance's cache, the default language's texts, the footer's lists, the page's own
 * data (home, a static page), the request's own auth flags.
 */
export async function readStartupData(
  request: FastifyRequest,
  pathname: string,
): Promise<TStartupData | undefined> {
  const { server: app } = request;
  const language = languageById(await app.reference.languages(), undefined);
  if (!language) return undefined;
  const idOrSlug = staticPageOfPath(pathname);
  const [languages, currencies, settings, stored, staticPages, socialLinks, page, home] =
    await Promise.all([
      readLanguages(app),
      readCurrencies(app),
      readSettings(app),
      readTranslations(app, language.id),
      readStaticPageSummaries(app, language.code),
      readSocialLinks(app),
      idOrSlug === undefined ? undefined : readStaticPage(app, idOrSlug, language.code),
      pathname === '/' ? readHomeData(app, request, language.code) : undefined,
    ]);
  // The bundle carries the English catalogue: only what differs from it is worth sending.
  const english = flatCatalog('en');
  const texts = Object.fromEntries(
    Object.entries(stored).filter(([key, text]) => english[key] !== text),
  );
  return {
    languageId: language.id,
    languages,
    currencies,
    settings,
    texts,
    auth: {
      authenticated: request.user !== null,
      emailVerified: request.user?.emailVerified ?? false,
      canUseConsole: isStaff(request.user),
    },
    consentCookies: consentCookiesOf(request),
    staticPages,
    socialLinks,
    ...(page && idOrSlug !== undefined ? { staticPage: { idOrSlug, page } } : {}),
    ...(home ? { home } : {}),
  };
}
