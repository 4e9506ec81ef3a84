import { ZAdminLanguageInputSchema, ZAdminLanguageSchema } from '@parlor/contracts';
import { fallbackLanguage } from '@parlor/contracts/i18n';
import { sql } from 'drizzle-orm';
import { languages } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { inUse } from './content-resource';
import { defineContentResource } from './define-content-resource';

/** English keys with a text that this language has no text for. */
const missingCount = sql<number>`(
  select count(*)::int from translations e
  join languages el on el.id = e.language_id and el.code = ${fallbackLanguage}
  where e.value <> '' and not exists (
    select 1 from translations t
    where t.language_id = "languages"."id" and t.key = e.key and t.value <> ''
  )
)`;

/** The default language and English (every text's fallback) keep their code and stay. */
const isProtected = (language: { is_default: boolean; code: string }) =>
  language.is_default || language.code === fallbackLanguage;

/**
 * Site languages: code, name and order, with how many UI texts each still misses. A new
 * language starts with no texts (the site shows English until they are translated).
 */
export const languagesResource = defineContentResource({
  path: 'languages',
  unique: { field: 'code', message: 'admin.content.errors.duplicateCode' },
  objectType: 'language',
  noun: 'languages',
  input: ZAdminLanguageInputSchema,
  item: ZAdminLanguageSchema,
  table: languages,
  columns: {
    id: languages.id,
    code: languages.code,
    title: languages.title,
    is_default: languages.isDefault,
    position: languages.position,
    missing: missingCount,
  },
  checkSave(input, current) {
    if (current && input.code !== current.code && isProtected(current)) {
      throw AppError.field('code', 'admin.content.errors.defaultLanguageCode');
    }
  },
  // Its UI texts go with it; users who chose it fall back to the default language.
  checkRemove(current) {
    if (isProtected(current)) throw inUse('admin.content.errors.defaultLanguage');
  },
});
