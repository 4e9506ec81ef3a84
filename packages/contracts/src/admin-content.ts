import { z } from 'zod';
import { adminLimits, adminPagingShape } from './admin';
import { maxRowId } from './constants';

/**
 * The console's content calls: rooms, bundles, currencies, languages and their
 * UI texts, FAQ, static pages and social links. Admins only. Localised fields are
 * `{ en, de?, es?, … }`: English is required, other languages may be left empty (the site
 * then shows English).
 */

export const contentLimits = {
  roomTitle: 100,
  bundleDescription: 500,
  faqQuestion: 500,
  faqAnswer: 20_000,
  pageTitle: 200,
  pageContent: 200_000,
  slug: 100,
  languageTitle: 64,
  translation: 5_000,
  translationKey: 200,
  socialTitle: 64,
  url: 500,
  /** Bundles: at most a million points, hundredths allowed. */
  maxPoints: 1_000_000,
  /** Prices in minor units of the default currency (at most 1 000 000.00). */
  maxPriceMinor: 100_000_000,
  /** Units of a currency per unit of the default currency. */
  maxRate: 1_000_000,
  maxPosition: 100_000,
} as const;

/** Content error codes the console matches on (409: the thing is still in use). */
export const contentErrorCodes = {
  inUse: 'CONTENT_IN_USE',
  duplicate: 'CONTENT_DUPLICATE',
} as const;

// At most 8 characters: the column's width.
const languageCode = z
  .string()
  .max(8, 'errors.invalidValue')
  .regex(/^[a-z]{2,3}(-[a-z0-9]{2,8})?$/, 'errors.invalidValue');

/**
 * A localised text: English required; other languages optional. Empty texts of other
 * languages are dropped, so the site falls back to English for them.
 */
export function localizedText(max: number) {
  return z
    .object({ en: z.string().trim().min(1).max(max) })
    .catchall(z.string().trim().max(max))
    .transform((value) => {
      const entries = Object.entries(value).filter(([, text]) => text !== '');
      return Object.fromEntries(entries) as { en: string } & Record<string, string>;
    })
    .refine((value) => Object.keys(value).every((code) => languageCode.safeParse(code).success), {
      message: 'errors.invalidValue',
    });
}
export type TLocalizedText = { en: string } & Record<string, string>;

const position = z.number().int().min(0).max(contentLimits.maxPosition).default(0);
const httpUrl = z
  .string()
  .trim()
  .min(1)
  .max(contentLimits.url)
  .regex(/^https?:\/\/\S+$/i, 'admin.content.errors.httpUrl');

export const ZContentIdParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(maxRowId),
});

// Rooms

export const ZAdminRoomInputSchema = z.object({
  title: localizedText(contentLimits.roomTitle),
  position,
});
export type TAdminRoomInput = z.input<typeof ZAdminRoomInputSchema>;

export const ZAdminRoomSchema = z.object({
  id: z.number().int(),
  title: z.record(z.string(), z.string()),
  position: z.number().int(),
  /** Topics in the room (open and closed): a room with topics cannot be deleted. */
  topics: z.number().int(),
});
export type TAdminRoom = z.infer<typeof ZAdminRoomSchema>;

// Bundles

export const ZAdminBundleInputSchema = z.object({
  points: z.number().positive().max(contentLimits.maxPoints).multipleOf(0.01),
  /** Price in the default currency's main unit (e.g. 9.99), two decimals. */
  price: z
    .number()
    .positive()
    .max(contentLimits.maxPriceMinor / 100)
    .multipleOf(0.01),
  description: localizedText(contentLimits.bundleDescription),
  position,
  is_active: z.boolean().default(true),
});
export type TAdminBundleInput = z.input<typeof ZAdminBundleInputSchema>;

export const ZAdminBundleSchema = z.object({
  id: z.number().int(),
  points: z.number(),
  price: z.number(),
  description: z.record(z.string(), z.string()),
  position: z.number().int(),
  is_active: z.boolean(),
  /** Deposits that bought it: a bundle somebody bought is hidden, not deleted. */
  deposits: z.number().int(),
});
export type TAdminBundle = z.infer<typeof ZAdminBundleSchema>;

// Currencies

export const ZAdminCurrencyInputSchema = z.object({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, 'admin.content.errors.currencyCode'),
  symbol: z.string().trim().min(1).max(8),
  /** Units of this currency per one unit of the default currency (the default's is 1). */
  rate: z.number().min(0.000001).max(contentLimits.maxRate),
  position,
});
export type TAdminCurrencyInput = z.input<typeof ZAdminCurrencyInputSchema>;

export const ZAdminCurrencySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  symbol: z.string(),
  rate: z.number(),
  is_default: z.boolean(),
  position: z.number().int(),
  deposits: z.number().int(),
});
export type TAdminCurrency = z.infer<typeof ZAdminCurrencySchema>;

// Languages and their UI texts

export const ZAdminLanguageInputSchema = z.object({
  code: languageCode,
  title: z.string().trim().min(1).max(contentLimits.languageTitle),
  position,
});
export type TAdminLanguageInput = z.input<typeof ZAdminLanguageInputSchema>;

export const ZAdminLanguageSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  is_default: z.boolean(),
  position: z.number().int(),
  /** English keys without a text in this language. */
  missing: z.number().int(),
});
export type TAdminLanguage = z.infer<typeof ZAdminLanguageSchema>;

export const ZAdminTranslationsQuerySchema = z.object({
  language_id: z.coerce.number().int().positive().max(maxRowId),
  ...adminPagingShape,
  /** Searches the key, the English text and this language's text. */
  q: z.string().trim().max(adminLimits.search).optional(),
  /** `1`/`true`: only keys without a text in this language. */
  missing: z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .transform((value) => value === '1' || value === 'true'),
});
export type TAdminTranslationsQuery = z.infer<typeof ZAdminTranslationsQuerySchema>;

export const ZAdminTranslationRowSchema = z.object({
  key: z.string(),
  english: z.string(),
  /** Null when missing. */
  value: z.string().nullable(),
  is_missing: z.boolean(),
  /** Changed in the console: the catalogue in the code no longer overwrites it. */
  is_edited: z.boolean(),
});
export type TAdminTranslationRow = z.infer<typeof ZAdminTranslationRowSchema>;

export const ZAdminTranslationInputSchema = z.object({
  language_id: z.number().int().positive().max(maxRowId),
  key: z.string().trim().min(1).max(contentLimits.translationKey),
  value: z.string().max(contentLimits.translation),
});
export type TAdminTranslationInput = z.infer<typeof ZAdminTranslationInputSchema>;

// FAQ

export const ZAdminFaqInputSchema = z.object({
  question: localizedText(contentLimits.faqQuestion),
  /** HTML, sanitised on save. */
  answer: localizedText(contentLimits.faqAnswer),
  position,
});
export type TAdminFaqInput = z.input<typeof ZAdminFaqInputSchema>;

export const ZAdminFaqSchema = z.object({
  id: z.number().int(),
  question: z.record(z.string(), z.string()),
  answer: z.record(z.string(), z.string()),
  position: z.number().int(),
});
export type TAdminFaq = z.infer<typeof ZAdminFaqSchema>;

// Static pages

export const ZAdminStaticPageInputSchema = z.object({
  slug: z
    .string()
    .trim()
    .min(1)
    .max(contentLimits.slug)
    // At least one letter: an all-digit slug would read as a page id.
    .regex(/^(?=[a-z0-9-]*[a-z])[a-z0-9]+(-[a-z0-9]+)*$/, 'admin.content.errors.slug'),
  title: localizedText(contentLimits.pageTitle),
  /** HTML per language, sanitised on save with the site's sanitiser. */
  content: localizedText(contentLimits.pageContent),
  position,
});
export type TAdminStaticPageInput = z.input<typeof ZAdminStaticPageInputSchema>;

export const ZAdminStaticPageSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.record(z.string(), z.string()),
  content: z.record(z.string(), z.string()),
  position: z.number().int(),
  /** Which legal role the page plays (terms, privacy, …); such pages cannot be deleted. */
  legal_role: z.enum(['terms', 'privacy', 'buyer_terms', 'seller_terms', 'cookie']).nullable(),
});
export type TAdminStaticPage = z.infer<typeof ZAdminStaticPageSchema>;

export const ZHtmlPreviewRequestSchema = z.object({
  html: z.string().max(contentLimits.pageContent),
});
export const ZHtmlPreviewSchema = z.object({ html: z.string() });

// Social links

export const ZAdminSocialLinkInputSchema = z.object({
  title: z.string().trim().min(1).max(contentLimits.socialTitle),
  link: httpUrl,
  /** An image URL or a path on this site (`/images/…`). */
  img: z
    .string()
    .trim()
    .min(1)
    .max(contentLimits.url)
    .regex(/^(https?:\/\/\S+|\/(?![/\\])\S*)$/i, 'admin.content.errors.imageUrl'),
  position,
});
export type TAdminSocialLinkInput = z.input<typeof ZAdminSocialLinkInputSchema>;

export const ZAdminSocialLinkSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  link: z.string(),
  img: z.string(),
  position: z.number().int(),
});
export type TAdminSocialLink = z.infer<typeof ZAdminSocialLinkSchema>;
