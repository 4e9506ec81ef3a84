import {
  bigint,
  boolean,
  char,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { cascadeRef, identityId, type LocalizedText } from './columns';

/** Key/value bookkeeping of the server itself (e.g. when demo content was seeded). */
export const appMeta = pgTable('app_meta', {
  key: varchar('key', { length: 64 }).primaryKey(),
  value: text('value').notNull(),
});

/** Site settings; values are JSON validated by ZStoredSettingsSchema. */
export const settings = pgTable('settings', {
  key: varchar('key', { length: 64 }).primaryKey(),
  value: jsonb('value').notNull(),
});

export const languages = pgTable('languages', {
  id: identityId(),
  code: varchar('code', { length: 8 }).notNull().unique(),
  title: varchar('title', { length: 64 }).notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  position: integer('position').notNull().default(0),
});

/** UI texts per language, served flat by `GET /api/localizations`. */
export const translations = pgTable(
  'translations',
  {
    languageId: cascadeRef('language_id', () => languages.id),
    key: varchar('key', { length: 200 }).notNull(),
    value: text('value').notNull(),
    /** Changed in the admin console: the start-up sync of the code's catalogues keeps it. */
    isEdited: boolean('is_edited').notNull().default(false),
  },
  (table) => [primaryKey({ columns: [table.languageId, table.key] })],
);

export const countries = pgTable('countries', {
  id: identityId(),
  iso: char('iso', { length: 2 }).notNull().unique(),
  /** English name; other languages come from Intl.DisplayNames. */
  title: varchar('title', { length: 100 }).notNull(),
});

export const currencies = pgTable('currencies', {
  id: identityId(),
  code: char('code', { length: 3 }).notNull().unique(),
  symbol: varchar('symbol', { length: 8 }).notNull(),
  /** Units of this currency per one unit of the default currency, times 1 000 000. */
  valueMicro: bigint('value_micro', { mode: 'number' }).notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  position: integer('position').notNull().default(0),
});

export const faqs = pgTable('faqs', {
  id: identityId(),
  position: integer('position').notNull().default(0),
  question: jsonb('question').$type<LocalizedText>().notNull(),
  answer: jsonb('answer').$type<LocalizedText>().notNull(),
});

export const staticPages = pgTable('static_pages', {
  id: identityId(),
  slug: varchar('slug', { length: 100 }).notNull().unique(),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  content: jsonb('content').$type<LocalizedText>().notNull(),
  isTerms: boolean('is_terms').notNull().default(false),
  isPrivacy: boolean('is_privacy').notNull().default(false),
  isBuyerTerms: boolean('is_buyer_terms').notNull().default(false),
  isSellerTerms: boolean('is_seller_terms').notNull().default(false),
  isCookie: boolean('is_cookie').notNull().default(false),
  position: integer('position').notNull().default(0),
});

export const socialLinks = pgTable('social_links', {
  id: identityId(),
  title: varchar('title', { length: 64 }).notNull(),
  link: varchar('link', { length: 500 }).notNull(),
  img: varchar('img', { length: 500 }).notNull(),
  position: integer('position').notNull().default(0),
});
