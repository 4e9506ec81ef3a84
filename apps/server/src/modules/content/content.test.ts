import { ZSettingsSchema, reservedSlugs } from '@parlor/contracts';
import { flatCatalog } from '@parlor/contracts/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faqs, staticPages } from '../../db/schema';
import { createUser, signedInClient } from '../../test/factories-testing';
import { TestClient } from '../../test/test-client';
import { createTestApp, type TestApp } from '../../test/test-app';

interface Language {
  id: number;
  code: string;
  title: string;
  default: 0 | 1;
}
interface Faq {
  id: number;
  question: string;
  answer: string;
}
interface Country {
  id: number;
  title: string;
  iso: string;
}
interface StaticPage {
  id: number;
  slug: string;
  title: string;
  content?: string;
  is_terms: 0 | 1;
  is_privacy: 0 | 1;
  is_buyer_terms: 0 | 1;
  is_seller_terms: 0 | 1;
  is_cookie: 0 | 1;
}

let testApp: TestApp;
let client: TestClient;
let languageIds: Record<string, number>;

beforeAll(async () => {
  testApp = await createTestApp();
  client = new TestClient(testApp.app);
  const languages = (await client.get('/api/languages')).payload<Language[]>();
  languageIds = Object.fromEntries(languages.map((language) => [language.code, language.id]));
});
afterAll(() => testApp.close());

/** The catalogue's non-empty texts outside the console's own (`admin.*`, answered to staff). */
const nonEmptyTexts = (language: string) =>
  Object.fromEntries(
    Object.entries(flatCatalog(language)).filter(
      ([key, text]) => text !== '' && !key.startsWith('admin.'),
    ),
  );
const consoleTexts = (language: string) =>
  Object.fromEntries(
    Object.entries(flatCatalog(language)).filter(
      ([key, text]) => text !== '' && key.startsWith('admin.'),
    ),
  );

describe('GET /api/languages', () => {
  it('lists English (default), German and Spanish', async () => {
    const res = await client.get('/api/languages');
    expect(res.statusCode).toBe(200);
    expect(res.body.status).toBe('OK');
    expect(res.payload<unknown[]>()).toEqual([
      { id: expect.any(Number), code: 'en', title: 'English', default: 1 },
      { id: expect.any(Number), code: 'de', title: 'Deutsch', default: 0 },
      { id: expect.any(Number), code: 'es', title: 'Español', default: 0 },
    ]);
  });
});

describe('GET /api/localizations', () => {
  it('answers every German UI text for lang_id of German', async () => {
    const res = await client.get('/api/localizations', { lang_id: languageIds.de! });
    expect(res.statusCode).toBe(200);
    const texts = res.payload<Record<string, string>>();
    // Every text but the empty ones (the site shows the English text for those).
    expect(texts).toEqual(nonEmptyTexts('de'));
    expect(texts['site.nav.home']).toBe('Startseite');
    expect(texts['site.notFound.title']).toBe('Hoppla! Seite nicht gefunden.');
  });

  it('answers Spanish texts for lang_id of Spanish', async () => {
    const texts = (await client.get('/api/localizations', { lang_id: languageIds.es! })).payload<
      Record<string, string>
    >();
    expect(texts['site.cookies.acceptAll']).toBe('Aceptar todas');
    expect(Object.keys(texts)).toHaveLength(Object.keys(nonEmptyTexts('es')).length);
  });

  it('falls back to the default language (English) for an unknown or missing lang_id', async () => {
    for (const query of [{ lang_id: 987_654 }, { lang_id: 'abc' }, undefined]) {
      const res = await client.get('/api/localizations', query);
      expect(res.statusCode).toBe(200);
      expect(res.payload<Record<string, string>>()['site.nav.home']).toBe('Home');
      expect(res.payload<Record<string, string>>()['site.notFound.title']).toBe(
        'Oops! Page Not Found.',
      );
    }
  });
});

describe('GET /api/admin/localizations (the console texts)', () => {
  it('keeps the console texts out of /api/localizations and answers them to staff only', async () => {
    const publicTexts = (
      await client.get('/api/localizations', { lang_id: languageIds.de! })
    ).payload<Record<string, string>>();
    expect(Object.keys(publicTexts).filter((key) => key.startsWith('admin.'))).toEqual([]);

    expect((await client.get('/api/admin/localizations')).statusCode).toBe(401);
    const user = await signedInClient(testApp.app, await createUser(testApp.app));
    expect((await user.get('/api/admin/localizations')).statusCode).toBe(403);
    const moderator = await signedInClient(
      testApp.app,
      await createUser(testApp.app, { role: 'moderator' }),
    );
    const german = await moderator.get('/api/admin/localizations', { lang_id: languageIds.de! });
    expect(german.statusCode).toBe(200);
    expect(german.payload<Record<string, string>>()).toEqual(consoleTexts('de'));
  });
});

describe('GET /api/faq', () => {
  it('answers at least five questions with HTML answers in each language', async () => {
    const questionsByLanguage: Record<string, string[]> = {};
    for (const code of ['en', 'de', 'es']) {
      const res = await client.get('/api/faq', { lang_id: languageIds[code]! });
      expect(res.statusCode).toBe(200);
      const items = res.payload<Faq[]>();
      expect(items.length).toBeGreaterThanOrEqual(5);
      for (const item of items) {
        expect(item).toEqual({
          id: expect.any(Number),
          question: expect.any(String),
          answer: expect.any(String),
        });
        expect(item.question.length).toBeGreaterThan(0);
        expect(item.answer).toMatch(/^<p>/);
      }
      questionsByLanguage[code] = items.map((item) => item.question);
    }
    expect(questionsByLanguage.en).toContain('Is Parlor really anonymous?');
    expect(questionsByLanguage.de).toContain('Ist Parlor wirklich anonym?');
    expect(questionsByLanguage.es).toContain('¿Parlor es realmente anónimo?');
  });

  it('answers in English when an item has no text in the chosen language', async () => {
    await testApp.app.db.insert(faqs).values({
      position: 99,
      question: { en: 'Only in English?' },
      answer: { en: '<p>Yes, only in English.</p>' },
    });
    const items = (await client.get('/api/faq', { lang_id: languageIds.de! })).payload<Faq[]>();
    expect(items.at(-1)).toMatchObject({
      question: 'Only in English?',
      answer: '<p>Yes, only in English.</p>',
    });
  });
});

describe('GET /api/countries', () => {
  it('lists all 249 ISO 3166-1 countries once, sorted by name', async () => {
    const countries = (await client.get('/api/countries')).payload<Country[]>();
    expect(countries).toHaveLength(249);
    expect(new Set(countries.map((country) => country.iso)).size).toBe(249);
    const titles = countries.map((country) => country.title);
    expect(titles).toEqual([...titles].sort(new Intl.Collator('en').compare));
    expect(countries.find((country) => country.iso === 'EE')).toEqual({
      id: expect.any(Number),
      iso: 'EE',
      title: 'Estonia',
    });
  });

  it('names countries in the chosen language', async () => {
    const names = async (code: string) =>
      Object.fromEntries(
        (await client.get('/api/countries', { lang_id: languageIds[code]! }))
          .payload<Country[]>()
          .map((country) => [country.iso, country.title]),
      );
    expect((await names('de')).DE).toBe('Deutschland');
    expect((await names('es')).DE).toBe('Alemania');
    expect((await names('en')).DE).toBe('Germany');
  });
});

describe('GET /api/settings', () => {
  it('answers every key of the Settings entity, newTopicCost included', async () => {
    const res = await client.get('/api/settings');
    expect(res.statusCode).toBe(200);
    const settings = res.payload<Record<string, unknown>>();
    expect(Object.keys(settings).sort()).toEqual(Object.keys(ZSettingsSchema.shape).sort());
    expect(ZSettingsSchema.safeParse(settings).success).toBe(true);
    for (const key of [
      'requisites',
      'support_phone',
      'support_email',
      'is_reg_enabled',
      'min_top_up_amount',
      'vat_percent',
      'points_convertion_rate',
      'initial_points',
      'new_topic_cost',
      'newTopicCost',
      'video_attachment_cost',
      'audio_attachment_cost',
      'image_attachment_cost',
      'document_attachment_cost',
      'message_symbol_cost',
      'channel_status_cost',
      'channel_status_duration',
      'max_channel_topics',
      'bot_reply_interval_min',
      'bot_reply_interval_max',
      'bot_conversation_history_limit',
      'google_tag',
    ]) {
      expect(settings).toHaveProperty(key);
    }
    expect(settings.newTopicCost).toBe(settings.new_topic_cost);
    expect(settings.requisites).toEqual([
      'Parlor Digital OÜ',
      'Registry code 16543210',
      'Narva mnt 5, 10117 Tallinn, Estonia',
    ]);
  });

  it('follows a changed setting and keeps the alias in step', async () => {
    await testApp.setSettings({ new_topic_cost: 7.5, support_phone: '+372 600 9999' });
    const settings = (await client.get('/api/settings')).payload<Record<string, unknown>>();
    expect(settings).toMatchObject({
      new_topic_cost: 7.5,
      newTopicCost: 7.5,
      support_phone: '+372 600 9999',
    });
  });

  it('never reveals a secret', async () => {
    const res = await client.get('/api/settings');
    expect(res.text).not.toContain(testApp.config.appSecret);
    expect(res.text).not.toMatch(/secret|stripe|smtp|password|api_key|database/i);
  });
});

describe('GET /api/currencies', () => {
  it('answers EUR as the default with value 1 and €, then USD and GBP', async () => {
    const currencies = (await client.get('/api/currencies')).payload<
      { code: string; value: number; symbol: string; default: 0 | 1 }[]
    >();
    expect(currencies).toEqual([
      { code: 'EUR', value: 1, symbol: '€', default: 1 },
      { code: 'USD', value: expect.any(Number), symbol: '$', default: 0 },
      { code: 'GBP', value: expect.any(Number), symbol: '£', default: 0 },
    ]);
    for (const currency of currencies) expect(currency.value).toBeGreaterThan(0);
  });
});

describe('GET /api/static-pages', () => {
  const seeded = {
    terms: 'is_terms',
    privacy: 'is_privacy',
    'cookie-policy': 'is_cookie',
    'buyer-terms': 'is_buyer_terms',
    'seller-terms': 'is_seller_terms',
  } as const;
  const flags = [
    'is_terms',
    'is_privacy',
    'is_buyer_terms',
    'is_seller_terms',
    'is_cookie',
  ] as const;

  it('lists the five legal pages, each with exactly its own is_* flag set to 1', async () => {
    const res = await client.get('/api/static-pages');
    expect(res.statusCode).toBe(200);
    const pages = res.payload<StaticPage[]>();
    for (const [slug, flag] of Object.entries(seeded)) {
      const page = pages.find((row) => row.slug === slug);
      expect(page, slug).toBeDefined();
      expect(page).not.toHaveProperty('content');
      for (const name of flags) expect(page![name], `${slug}.${name}`).toBe(name === flag ? 1 : 0);
    }
  });

  it('answers titles in the chosen language', async () => {
    const titles = async (code: string) =>
      (await client.get('/api/static-pages', { lang_id: languageIds[code]! }))
        .payload<StaticPage[]>()
        .map((page) => page.title);
    expect(await titles('en')).toEqual(
      expect.arrayContaining(['Terms of Service', 'Cookie Policy']),
    );
    expect(await titles('de')).toEqual(
      expect.arrayContaining(['Nutzungsbedingungen', 'Cookie-Richtlinie']),
    );
    expect(await titles('es')).toEqual(
      expect.arrayContaining(['Términos del servicio', 'Política de cookies']),
    );
  });
});

describe('GET /api/static-pages/{idOrSlug}', () => {
  it('answers a page by slug and the same page by id', async () => {
    const bySlug = await client.get('/api/static-pages/cookie-policy');
    expect(bySlug.statusCode).toBe(200);
    const page = bySlug.payload<StaticPage>();
    expect(page).toMatchObject({ slug: 'cookie-policy', title: 'Cookie Policy', is_cookie: 1 });
    expect(page.content).toContain('<table>');
    expect(page.content).toContain('<h2>');

    const byId = await client.get(`/api/static-pages/${page.id}`);
    expect(byId.statusCode).toBe(200);
    expect(byId.payload<StaticPage>()).toEqual(page);
  });

  it('answers the content in German and in Spanish', async () => {
    const german = (
      await client.get('/api/static-pages/terms', { lang_id: languageIds.de! })
    ).payload<StaticPage>();
    expect(german.title).toBe('Nutzungsbedingungen');
    expect(german.content).toContain('Die Hausregeln');
    const spanish = (
      await client.get('/api/static-pages/privacy', { lang_id: languageIds.es! })
    ).payload<StaticPage>();
    expect(spanish.title).toBe('Política de privacidad');
    expect(spanish.content).toContain('Tus derechos');
  });

  it('answers 404 with the error envelope for an unknown slug or id', async () => {
    for (const idOrSlug of ['no-such-page', '987654', ...reservedSlugs.filter(Boolean)]) {
      const res = await client.get(`/api/static-pages/${idOrSlug}`);
      expect(res.statusCode, idOrSlug).toBe(404);
      expect(res.body).toMatchObject({ status: 'ERROR', message: 'Not found.' });
      expect(res.body).not.toHaveProperty('payload');
    }
  });

  it('translates the 404 message into the chosen language', async () => {
    const res = await client.get('/api/static-pages/no-such-page', { lang_id: languageIds.de! });
    expect(res.statusCode).toBe(404);
    expect(res.body.message).toBe('Nicht gefunden.');
  });

  it('sanitises stored HTML: no scripts, event handlers, inline styles or javascript: links', async () => {
    await testApp.app.db.insert(staticPages).values({
      slug: 'unsafe-page',
      position: 99,
      title: { en: 'Unsafe' },
      content: {
        en:
          '<h2 style="color:red">Heading</h2><script>alert(1)</script>' +
          '<p onclick="steal()" style="font-size:40px">Hello &amp; welcome</p>' +
          '<a href="javascript:alert(2)">bad link</a><img src="x" onerror="alert(3)">' +
          '<iframe src="https://evil.example"></iframe><a href="https://example.com">ok</a>',
      },
    });
    const res = await client.get('/api/static-pages/unsafe-page');
    expect(res.statusCode).toBe(200);
    const content = res.payload<StaticPage>().content!;
    expect(content).not.toMatch(/<script|alert\(1\)|onclick|onerror|style=|javascript:|<iframe/i);
    expect(content).toContain('<h2>Heading</h2>');
    expect(content).toContain('<p>Hello &amp; welcome</p>');
    expect(content).toContain(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">ok</a>',
    );
  });
});

describe('GET /api/social-links', () => {
  it('answers title, link and image of each social profile', async () => {
    const res = await client.get('/api/social-links');
    expect(res.statusCode).toBe(200);
    const links = res.payload<{ id: number; title: string; link: string; img: string }[]>();
    expect(links.length).toBeGreaterThanOrEqual(3);
    for (const link of links) {
      expect(link).toEqual({
        id: expect.any(Number),
        title: expect.any(String),
        link: expect.stringMatching(/^https:\/\//),
        img: expect.stringMatching(/\.svg$/),
      });
    }
  });
});

describe('GET /api/health', () => {
  it('answers OK when the database answers', async () => {
    const res = await client.get('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({ status: 'OK', payload: { database: 'ok' } });
  });
});

describe('OpenAPI', () => {
  it('serves an OpenAPI 3 document describing the public endpoints', async () => {
    const res = await client.get('/api/openapi.json');
    expect(res.statusCode).toBe(200);
    const document = JSON.parse(res.text) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/languages',
      '/api/localizations',
      '/api/faq',
      '/api/countries',
      '/api/settings',
      '/api/currencies',
      '/api/static-pages',
      '/api/static-pages/{idOrSlug}',
      '/api/social-links',
      '/api/health',
    ]) {
      expect(document.paths, path).toHaveProperty([path, 'get']);
    }
  });

  it('serves the browsable documentation at /api/docs', async () => {
    let res = await client.get('/api/docs');
    if (res.statusCode >= 300 && res.statusCode < 400) {
      res = await client.get(String(res.headers.location));
    }
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['content-type'])).toContain('text/html');
    expect(res.text).toMatch(/swagger/i);
  });
});

describe('request conventions', () => {
  const publicEndpoints = [
    '/api/languages',
    '/api/localizations',
    '/api/faq',
    '/api/countries',
    '/api/settings',
    '/api/currencies',
    '/api/static-pages',
    '/api/static-pages/terms',
    '/api/social-links',
    '/api/health',
  ];

  it('accepts lang_id and currency on every call, known or not', async () => {
    const queries = [
      { lang_id: languageIds.es!, currency: 'USD' },
      { lang_id: languageIds.de!, currency: 'gbp' },
      { lang_id: 'not-a-number', currency: 'XXX' },
      { lang_id: -1, currency: '' },
    ];
    for (const url of publicEndpoints) {
      for (const query of queries) {
        const res = await client.get(url, query);
        expect(res.statusCode, `${url} ${JSON.stringify(query)}`).toBe(200);
        expect(res.body.status).toBe('OK');
      }
    }
  });

  it('answers an unknown /api path with the 404 envelope', async () => {
    const res = await client.get('/api/no-such-endpoint');
    expect(res.statusCode).toBe(404);
    expect(res.body).toEqual({
      status: 'ERROR',
      message: 'Route GET /api/no-such-endpoint not found.',
      code: 'NOT_FOUND',
    });
  });

  it('answers malformed JSON with a 400 envelope and no stack trace', async () => {
    const browser = new TestClient(testApp.app);
    const res = await browser.post('/api/login', '{"email": "a@b.c", "password": ', {
      'content-type': 'application/json',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toEqual({ status: 'ERROR', message: 'The request body is not valid JSON.' });
    expect(res.text).not.toMatch(/stack|at .*\.(ts|js):\d+|SyntaxError/);
  });
});
