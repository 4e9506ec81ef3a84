import type { TMessageKey } from '@parlor/contracts/i18n';
import type { LocalizedText } from '../../db/schema/columns';
import { AppError } from '../../lib/app-error';
import { sanitizeHtml } from '../../lib/sanitize-html';

/**
 * Cleans every language's HTML with the site's sanitiser, before it is stored. English is
 * required, so HTML that was nothing but what the sanitiser removes (a lone `<script>`)
 * is refused under `{field}.en` rather than stored as a blank page.
 */
export function sanitizeLocalizedHtml(text: LocalizedText, field: string): LocalizedText {
  const clean = Object.fromEntries(
    Object.entries(text).map(([language, html]) => [language, sanitizeHtml(html)]),
  ) as LocalizedText;
  const emptied: TMessageKey = 'admin.content.errors.htmlEmpty';
  if (!clean.en?.trim()) throw AppError.field(`${field}.en`, emptied);
  return clean;
}
