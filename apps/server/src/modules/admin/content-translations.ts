import type { TAdminTranslationInput, TAdminTranslationsQuery } from '@parlor/contracts';
import { fallbackLanguage } from '@parlor/contracts/i18n';
import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client';
import { languages, translations } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { applyContentChange } from './content-change';
import { likePattern } from './users-queries';

/** SQL and the one change of the translations editor. */

const english = alias(translations, 'english');
const englishLanguage = alias(languages, 'english_language');
const target = alias(translations, 'target');

const isMissing = sql<boolean>`(${target.value} is null or (${target.value} = '' and ${english.value} <> ''))`;

const joinEnglish = and(
  eq(englishLanguage.id, english.languageId),
  eq(englishLanguage.code, fallbackLanguage),
);
const joinTarget = (languageId: number) =>
  and(eq(target.languageId, languageId), eq(target.key, english.key));

/** One page of a language's UI texts: every English key with this language's text beside it. */
export async function selectTranslationPage(db: Executor, query: TAdminTranslationsQuery) {
  const conditions: SQL[] = [];
  if (query.q) {
    const pattern = likePattern(query.q);
    const search = or(
      ilike(english.key, pattern),
      ilike(english.value, pattern),
      ilike(target.value, pattern),
    );
    if (search) conditions.push(search);
  }
  if (query.missing) conditions.push(isMissing);
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        key: english.key,
        english: english.value,
        value: target.value,
        isEdited: target.isEdited,
        isMissing,
      })
      .from(english)
      .innerJoin(englishLanguage, joinEnglish)
      .leftJoin(target, joinTarget(query.language_id))
      .where(where)
      .orderBy(asc(english.key))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db
      .select({ value: count() })
      .from(english)
      .innerJoin(englishLanguage, joinEnglish)
      .leftJoin(target, joinTarget(query.language_id))
      .where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

async function selectLanguage(db: Executor, condition: SQL) {
  const [row] = await db.select().from(languages).where(condition);
  return row;
}

async function selectText(db: Executor, languageId: number, key: string) {
  const [row] = await db
    .select({ value: translations.value })
    .from(translations)
    .where(and(eq(translations.languageId, languageId), eq(translations.key, key)));
  return row?.value ?? null;
}

/**
 * Writes one UI text of a language (audited) and marks it edited, so the catalogue in the
 * code does not overwrite it at the next start. Only keys that exist in English.
 */
export async function saveTranslation(
  app: FastifyInstance,
  request: FastifyRequest,
  input: TAdminTranslationInput,
) {
  return applyContentChange(app, request, async (tx) => {
    const language = await selectLanguage(tx, eq(languages.id, input.language_id));
    if (!language) throw AppError.field('language_id', 'errors.invalidValue');
    const englishRow = await selectLanguage(tx, eq(languages.code, fallbackLanguage));
    const englishText = englishRow ? await selectText(tx, englishRow.id, input.key) : null;
    if (englishText === null) throw AppError.field('key', 'admin.content.errors.unknownKey');
    const before = await selectText(tx, language.id, input.key);
    await tx
      .insert(translations)
      .values({ languageId: language.id, key: input.key, value: input.value, isEdited: true })
      .onConflictDoUpdate({
        target: [translations.languageId, translations.key],
        set: { value: input.value, isEdited: true },
      });
    return {
      result: {
        key: input.key,
        english: englishText,
        value: input.value,
        is_missing: input.value === '' && englishText !== '',
        is_edited: true,
      },
      audit: {
        action: 'translation.update',
        objectType: 'translation',
        objectId: `${language.code}:${input.key}`.slice(0, 64),
        before: { language: language.code, key: input.key, value: before },
        after: { language: language.code, key: input.key, value: input.value },
      },
    };
  });
}
