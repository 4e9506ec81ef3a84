import { z } from 'zod';

/** 1 marks the default language, 0 the others (the spec's client compares with 1). */
export const ZLanguageSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  default: z.union([z.literal(0), z.literal(1)]),
});
export type TLanguage = z.infer<typeof ZLanguageSchema>;

/** Flat map of translation key → text for one language. */
export const ZLocalizationsSchema = z.record(z.string(), z.string());
export type TLocalizations = z.infer<typeof ZLocalizationsSchema>;

export const ZCountrySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  iso: z.string().length(2),
});
export type TCountry = z.infer<typeof ZCountrySchema>;

export const ZFaqSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  /** Sanitised HTML. */
  answer: z.string(),
});
export type TFaq = z.infer<typeof ZFaqSchema>;

export const ZCurrencySchema = z.object({
  code: z.string(),
  /** Units of this currency per one unit of the default currency. */
  value: z.number().positive(),
  symbol: z.string(),
  default: z.union([z.literal(0), z.literal(1)]),
});
export type TCurrency = z.infer<typeof ZCurrencySchema>;

const flag = z.union([z.literal(0), z.literal(1)]);

export const ZStaticPageSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  is_terms: flag,
  is_privacy: flag,
  is_buyer_terms: flag,
  is_seller_terms: flag,
  is_cookie: flag,
});
export type TStaticPageSummary = z.infer<typeof ZStaticPageSummarySchema>;

export const ZStaticPageSchema = ZStaticPageSummarySchema.extend({
  /** Sanitised HTML: no scripts, no inline styles, no event handlers. */
  content: z.string(),
});
export type TStaticPage = z.infer<typeof ZStaticPageSchema>;

export const ZSocialLinkSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  link: z.string(),
  img: z.string(),
});
export type TSocialLink = z.infer<typeof ZSocialLinkSchema>;

/** Client configuration the server decides (`GET /api/app-config`). */
export const ZAppConfigSchema = z.object({
  /**
   * The visitor's country as the server reads it from the request (a reverse proxy's country
   * header, else Accept-Language), ISO 3166-1 alpha-2; empty when unknown.
   */
  country: z.string(),
  /** WebSocket path for realtime chat events. */
  ws_path: z.string(),
});
export type TAppConfig = z.infer<typeof ZAppConfigSchema>;
