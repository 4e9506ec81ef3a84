import { fallbackLanguage } from '@parlor/contracts/i18n';
import type { FastifyRequest } from 'fastify';
import type { LanguageRow } from './reference-data';

/** The language codes of an Accept-Language header, most wanted first (`de-AT;q=0.8` → `de`). */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';').map((piece) => piece.trim());
      const quality = params.find((param) => param.startsWith('q='));
      const weight = quality ? Number(quality.slice(2)) : 1;
      return { code: tag.split('-')[0]!.toLowerCase(), weight, index };
    })
    .filter((entry) => /^[a-z]{2,3}$/.test(entry.code) && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.code);
}

function requestLangId(request: FastifyRequest): unknown {
  const body = request.body;
  if (body !== null && typeof body === 'object' && 'lang_id' in body) return body.lang_id;
  const query = request.query as Record<string, unknown> | null;
  if (query) return query.lang_id;
  // The router refused the path before the query was parsed: read it leniently here.
  const search = request.url.split('?')[1];
  return search === undefined ? undefined : new URLSearchParams(search).get('lang_id');
}

/**
 * The language of an error answer. A request that reached validation has its language from
 * `lang_id` already; one that failed earlier (an address that cannot be decoded, a body that
 * cannot be parsed) is read here: its `lang_id` when it names a language, else the first
 * site language of Accept-Language, else the default language, else English.
 */
export async function errorLanguage(request: FastifyRequest): Promise<string> {
  if (typeof request.languageId === 'number') return request.lang;
  let languages: LanguageRow[];
  try {
    languages = await request.server.reference.languages();
  } catch {
    return fallbackLanguage;
  }
  const langId = Number(requestLangId(request));
  const chosen = languages.find((row) => row.id === langId);
  if (chosen) return chosen.code;
  for (const code of acceptedLanguages(request.headers['accept-language'])) {
    const accepted = languages.find((row) => row.code === code);
    if (accepted) return accepted.code;
  }
  return languages.find((row) => row.isDefault)?.code ?? fallbackLanguage;
}
