import type { TStaticPage } from '@parlor/contracts';
import { translate } from '@parlor/contracts/i18n';
import type { AiConfig } from '../../config';
import { escapeHtml } from '../../lib/escape-html';

/** Where a legal page states which companion is active (the privacy page has one). */
export const companionDisclosureMarker = '{{ai_companion}}';

/**
 * What the privacy page says of the companion: that its replies come from an AI (and how a
 * person is marked instead), then which companion is active — the offline one, or the
 * provider's host.
 */
export function companionDisclosure(ai: AiConfig, lang: string): string {
  const active = ai.baseUrl
    ? translate(lang, 'ai.privacyProvider', { host: new URL(ai.baseUrl).host })
    : translate(lang, 'ai.privacyOffline');
  return `${translate(lang, 'ai.privacyDisclosure')} ${active}`;
}

/** The page with its marker replaced by what is true of this server now. */
export function withCompanionDisclosure(
  page: TStaticPage,
  ai: AiConfig,
  lang: string,
): TStaticPage {
  if (!page.content.includes(companionDisclosureMarker)) return page;
  const text = escapeHtml(companionDisclosure(ai, lang));
  return { ...page, content: page.content.replaceAll(companionDisclosureMarker, text) };
}
