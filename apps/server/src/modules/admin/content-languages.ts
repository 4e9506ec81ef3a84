import {
  ZAdminLanguageInputSchema,
  ZAdminLanguageSchema,
  type TAdminLanguage,
} from '@parlor/contracts';
import { fallbackLanguage } from '@parlor/contracts/i18n';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { languages } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { inUse, type ContentResource } from './content-resource';
import { contentReads, contentRows } from './content-rows';

type Input = z.output<typeof ZAdminLanguageInputSchema>;

/** English keys with a text that this language has no text for. */
const missingCount = sql<number>`(
  select count(*)::int from translations e
  join languages el on el.id = e.language_id and el.code = ${fallbackLanguage}
  where e.value <> '' and not exists (
    select 1 from translations t
    where t.language_id = "languages"."id" and t.key = e.key and t.value <> ''
  )
)`;

function selectLanguages(db: Executor) {
  return db
    .select({
      id: languages.id,
      code: languages.code,
      title: languages.title,
      isDefault: languages.isDefault,
      position: languages.position,
      missing: missingCount,
    })
    .from(languages)
    .$dynamic();
}

type Row = Awaited<ReturnType<typeof selectLanguages>>[number];

function present(row: Row): TAdminLanguage {
  return {
    id: row.id,
    code: row.code,
    title: row.title,
    is_default: row.isDefault,
    position: row.position,
    missing: row.missing,
  };
}

/** The default language and English (every text's fallback) keep their code and stay. */
const isProtected = (language: TAdminLanguage) =>
  language.is_default || language.code === fallbackLanguage;

const rows = contentRows(languages, (input: Input) => ({
  code: input.code,
  title: input.title,
  position: input.position,
}));

/**
 * Site languages: code, name and order, with how many UI texts each still misses. A new
 * language starts with no texts (the site shows English until they are translated).
 */
export const languagesResource: ContentResource<Input, TAdminLanguage> = {
  path: 'languages',
  unique: { field: 'code', message: 'admin.content.errors.duplicateCode' },
  objectType: 'language',
  noun: 'languages',
  input: ZAdminLanguageInputSchema,
  item: ZAdminLanguageSchema,
  ...contentReads(languages, selectLanguages, present),
  insert: rows.insert,
  async update(tx, id, input, current) {
    if (input.code !== current.code) {
      if (isProtected(current))
        throw AppError.field('code', 'admin.content.errors.defaultLanguageCode');
    }
    await rows.update(tx, id, input);
  },
  async remove(tx, id, current) {
    if (isProtected(current)) throw inUse('admin.content.errors.defaultLanguage');
    // Its UI texts go with it; users who chose it fall back to the default language.
    await rows.remove(tx, id);
  },
};
