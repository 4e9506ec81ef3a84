import { startupDataElementId, type TStartupData } from '@parlor/contracts';
import { bundlesQueryOptions } from '../lib/get-bundles';
import { faqQueryOptions } from '../features/site/api/get-faq';
import { socialLinksQueryOptions } from '../features/site/api/get-social-links';
import { staticPageQueryOptions } from '../features/site/api/get-static-page';
import { preferencesStore } from '../lib/preferences';
import { queryClient } from '../lib/query-client';
import { currenciesQuery, languagesQuery, settingsQuery, staticPagesQuery } from '../lib/site-data';

/**
 * The start-up data the server inlined into index.html (see TStartupData); undefined when
 * the page has none (the Vite dev server) or it cannot be read: the app then asks the API.
 */
export function readStartupData(): TStartupData | undefined {
  const text = document.getElementById(startupDataElementId)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as TStartupData;
  } catch (error) {
    console.error('Unreadable start-up data', error);
    return undefined;
  }
}

/** Puts the language-independent answers into the query cache, as if just fetched. */
export function seedSiteData(data: TStartupData): void {
  queryClient.setQueryData(languagesQuery.queryKey, data.languages);
  queryClient.setQueryData(currenciesQuery.queryKey, data.currencies);
  queryClient.setQueryData(settingsQuery.queryKey, data.settings);
  queryClient.setQueryData(socialLinksQueryOptions.queryKey, data.socialLinks);
}

/**
 * Puts the page's data into the cache; only valid when the app shows `data.languageId`.
 * The home page's prices only when the chosen currency is the one they are in.
 */
export function seedPageData(data: TStartupData): void {
  const { languageId } = data;
  queryClient.setQueryData(staticPagesQuery(languageId).queryKey, data.staticPages);
  if (data.home) {
    queryClient.setQueryData(faqQueryOptions(languageId).queryKey, data.home.faq);
    const { currency } = preferencesStore.get();
    if (currency === data.home.currency) {
      queryClient.setQueryData(
        bundlesQueryOptions(currency, languageId).queryKey,
        data.home.bundles,
      );
    }
  }
  if (data.staticPage) {
    const { idOrSlug, page } = data.staticPage;
    queryClient.setQueryData(staticPageQueryOptions(idOrSlug, data.languageId).queryKey, page);
  }
}
