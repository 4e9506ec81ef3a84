import type { LocalizedText } from '../../db/schema/columns';
import { sanitizeHtml } from '../../lib/sanitize-html';

/** Cleans every language's HTML with the site's sanitiser, before it is stored. */
export function sanitizeLocalizedHtml(text: LocalizedText): LocalizedText {
  return Object.fromEntries(
    Object.entries(text).map(([language, html]) => [language, sanitizeHtml(html)]),
  ) as LocalizedText;
}
