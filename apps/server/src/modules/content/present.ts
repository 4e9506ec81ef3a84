import type {
  TCountry,
  TCurrency,
  TFaq,
  TLanguage,
  TStaticPage,
  TStaticPageSummary,
} from '@parlor/contracts';
import type { InferSelectModel } from 'drizzle-orm';
import type { countries, faqs, staticPages } from '../../db/schema';
import { pickLocalized } from '../../lib/localized';
import { sanitizeHtml } from '../../lib/sanitize-html';
import type { CurrencyRow, LanguageRow } from '../../plugins/reference-data';

/** Maps rows to the shapes of spec §3 in the caller's language. */

const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);

export function presentLanguage(row: LanguageRow): TLanguage {
  return { id: row.id, code: row.code, title: row.title, default: flag(row.isDefault) };
}

export function presentCurrency(row: CurrencyRow): TCurrency {
  return {
    code: row.code,
    value: row.valueMicro / 1_000_000,
    symbol: row.symbol,
    default: flag(row.isDefault),
  };
}

const regionNames = new Map<string, Intl.DisplayNames>();

/** Country names in the caller's language via ICU, falling back to the stored English. */
export function presentCountry(
  row: InferSelectModel<typeof countries>,
  language: string,
): TCountry {
  let names = regionNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language, 'en'], { type: 'region', fallback: 'none' });
    regionNames.set(language, names);
  }
  return { id: row.id, iso: row.iso, title: names.of(row.iso) ?? row.title };
}

export function presentFaq(row: InferSelectModel<typeof faqs>, language: string): TFaq {
  return {
    id: row.id,
    question: pickLocalized(row.question, language),
    answer: sanitizeHtml(pickLocalized(row.answer, language)),
  };
}

type StaticPageRow = InferSelectModel<typeof staticPages>;

export function presentStaticPageSummary(row: StaticPageRow, language: string): TStaticPageSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: pickLocalized(row.title, language),
    is_terms: flag(row.isTerms),
    is_privacy: flag(row.isPrivacy),
    is_buyer_terms: flag(row.isBuyerTerms),
    is_seller_terms: flag(row.isSellerTerms),
    is_cookie: flag(row.isCookie),
  };
}

export function presentStaticPage(row: StaticPageRow, language: string): TStaticPage {
  return {
    ...presentStaticPageSummary(row, language),
    content: sanitizeHtml(pickLocalized(row.content, language)),
  };
}
