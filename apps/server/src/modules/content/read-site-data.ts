import type {
  TCurrency,
  TFaq,
  TLanguage,
  TLocalizations,
  TSettings,
  TSocialLink,
  TStaticPage,
  TStaticPageSummary,
} from '@parlor/contracts';
import type { FastifyInstance } from 'fastify';
import { withCompanionDisclosure } from './companion-disclosure';
import {
  presentCurrency,
  presentFaq,
  presentLanguage,
  presentStaticPage,
  presentStaticPageSummary,
} from './present';
import {
  selectFaqs,
  selectSocialLinks,
  selectStaticPage,
  selectStaticPages,
  selectTranslations,
} from './queries';

/**
 * The public site data as the API answers it, shared by the routes and by the start-up
 * data the server inlines into index.html, so that both say exactly the same.
 */

export async function readLanguages(app: FastifyInstance): Promise<TLanguage[]> {
  return (await app.reference.languages()).map(presentLanguage);
}

export async function readCurrencies(app: FastifyInstance): Promise<TCurrency[]> {
  return (await app.reference.currencies()).map(presentCurrency);
}

export async function readSettings(app: FastifyInstance): Promise<TSettings> {
  const settings = await app.reference.settings();
  return { ...settings, newTopicCost: settings.new_topic_cost };
}

/** The catalogue group of the operator console's texts: sent to staff only. */
const consoleTextPrefix = 'admin.';

/**
 * A language's UI texts as stored (edited or seeded from the catalogue); empty ones left out.
 * `site` (everyone) leaves out the console's texts; `console` answers only those (staff).
 */
export async function readTranslations(
  app: FastifyInstance,
  languageId: number,
  scope: 'site' | 'console' = 'site',
): Promise<TLocalizations> {
  const rows = await selectTranslations(app.db, languageId);
  const isConsoleText = (key: string) => key.startsWith(consoleTextPrefix);
  return Object.fromEntries(
    rows
      .filter((row) => isConsoleText(row.key) === (scope === 'console'))
      .map((row) => [row.key, row.value]),
  );
}

/** One static page by id or slug in a language; undefined when there is none. */
export async function readStaticPage(
  app: FastifyInstance,
  idOrSlug: string,
  lang: string,
): Promise<TStaticPage | undefined> {
  const page = await selectStaticPage(app.db, idOrSlug);
  if (!page) return undefined;
  // The privacy page states which AI companion this server runs.
  return withCompanionDisclosure(presentStaticPage(page, lang), app.config.ai, lang);
}

/** The FAQ items in a language (answers are sanitised HTML). */
export async function readFaq(app: FastifyInstance, lang: string): Promise<TFaq[]> {
  return (await selectFaqs(app.db)).map((row) => presentFaq(row, lang));
}

/** Every static page's id, slug and title in a language (the footer's links). */
export async function readStaticPageSummaries(
  app: FastifyInstance,
  lang: string,
): Promise<TStaticPageSummary[]> {
  return (await selectStaticPages(app.db)).map((row) => presentStaticPageSummary(row, lang));
}

/** The social profiles the footer links to. */
export async function readSocialLinks(app: FastifyInstance): Promise<TSocialLink[]> {
  return (await selectSocialLinks(app.db)).map(({ id, title, link, img }) => ({
    id,
    title,
    link,
    img,
  }));
}
