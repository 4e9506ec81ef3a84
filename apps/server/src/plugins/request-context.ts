import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { CurrencyRow, LanguageRow } from './reference-data';

declare module 'fastify' {
  interface FastifyRequest {
    /** Language code chosen by `lang_id` (default language when absent or unknown). */
    lang: string;
    languageId: number | null;
    /** Currency chosen by `currency` (default currency when absent or unknown). */
    currency: CurrencyRow;
  }
}

const fallbackCurrency: CurrencyRow = {
  code: 'EUR',
  symbol: '€',
  valueMicro: 1_000_000,
  isDefault: true,
};

/** Reads `lang_id` and `currency` from the query (GET) or the body (other methods). */
function readContextParams(
  request: FastifyRequest,
  body: unknown,
): { langId: unknown; currency: unknown } {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const bodyFields =
    body !== null && typeof body === 'object' && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : {};
  return {
    langId: bodyFields.lang_id ?? query.lang_id,
    currency: bodyFields.currency ?? query.currency,
  };
}

/** The language a `lang_id` chooses: that language, else the default one, else the first. */
export function languageById(languages: LanguageRow[], langId: unknown): LanguageRow | undefined {
  const wantedLanguageId = Number(langId);
  return (
    languages.find((row) => row.id === wantedLanguageId) ??
    languages.find((row) => row.isDefault) ??
    languages[0]
  );
}

/**
 * Sets `request.lang` and `request.currency` from the call's `lang_id` and `currency`.
 * `body`: where a POST carries them when `request.body` does not hold them yet (a
 * multipart body is read after this plugin's hook, by its route).
 */
export async function resolveRequestContext(
  app: FastifyInstance,
  request: FastifyRequest,
  body: unknown = request.body,
): Promise<void> {
  const [languages, currencies] = await Promise.all([
    app.reference.languages(),
    app.reference.currencies(),
  ]);
  setRequestContext(request, body, { languages, currencies });
}

/** The rule of `resolveRequestContext`, given the reference lists. */
function setRequestContext(
  request: FastifyRequest,
  body: unknown,
  { languages, currencies }: { languages: LanguageRow[]; currencies: CurrencyRow[] },
): void {
  const { langId, currency } = readContextParams(request, body);
  const language = languageById(languages, langId);
  if (language) {
    request.lang = language.code;
    request.languageId = language.id;
  }

  const wantedCurrency = typeof currency === 'string' ? currency.toUpperCase() : undefined;
  request.currency =
    currencies.find((row) => row.code === wantedCurrency) ??
    currencies.find((row) => row.isDefault) ??
    fallbackCurrency;
}

/**
 * Every call may carry `currency` and `lang_id`; this resolves them once per request
 * (before validation, so route schemas need not repeat them) into `request.lang` and
 * `request.currency`.
 */
async function requestContextPlugin(app: FastifyInstance) {
  app.decorateRequest('lang', 'en');
  app.decorateRequest('languageId', null);
  app.decorateRequest('currency', null as unknown as CurrencyRow);

  // Requests that fail before validation (bad JSON, unknown routes) still get a currency.
  app.addHook('onRequest', (request, _reply, done) => {
    request.currency = fallbackCurrency;
    done();
  });

  // Synchronous while the reference lists are fresh in memory (nearly always): no promise
  // per request (decision 702).
  app.addHook('preValidation', (request, _reply, done) => {
    const lists = app.reference.currentLanguagesAndCurrencies();
    if (lists) {
      setRequestContext(request, request.body, lists);
      return done();
    }
    resolveRequestContext(app, request).then(() => done(), done);
  });
}

export default fp(requestContextPlugin, {
  name: 'request-context',
  dependencies: ['reference-data'],
});
