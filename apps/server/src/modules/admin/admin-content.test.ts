import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appMeta, deposits, translations } from '../../db/schema';
import { seedReferenceData } from '../../db/seed';
import { referenceChangedChannel } from '../../plugins/reference-data';
import { createUser, signedInClient } from '../../test/factories-testing';
import { createTestApp, type TestApp } from '../../test/test-app';
import { TestClient, type TestResponse } from '../../test/test-client';

let testApp: TestApp;
let asAdmin: TestClient;
let asModerator: TestClient;
let asUser: TestClient;
let asGuest: TestClient;
let buyerId: number;

beforeAll(async () => {
  testApp = await createTestApp();
  const { app } = testApp;
  asAdmin = await signedInClient(app, await createUser(app, { role: 'admin' }));
  asModerator = await signedInClient(app, await createUser(app, { role: 'moderator' }));
  const user = await createUser(app);
  buyerId = user.id;
  asUser = await signedInClient(app, user);
  asGuest = new TestClient(app);
});
afterAll(async () => {
  await testApp.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Row = { id: number } & Record<string, unknown>;

const items = <T = Row>(answer: TestResponse) => answer.payload<{ items: T[] }>().items;

async function lastAudit(action: string) {
  const answer = await asAdmin.get('/api/admin/audit-log', { action });
  return items<{ object_id: string; before: unknown; after: unknown; ip: string | null }>(
    answer,
  )[0];
}

/** A deposit that names a bundle and a currency, as a finished purchase would. */
async function insertDeposit(options: { bundleId?: number; currency: string }) {
  await testApp.app.db.insert(deposits).values({
    userId: buyerId,
    bundleId: options.bundleId ?? null,
    amountMinor: 500,
    currency: options.currency,
    points: 1000,
    status: 'success',
    provider: 'test',
    billing: {},
  });
}

describe('authorization of /api/admin/content', () => {
  const resources = [
    'rooms',
    'bundles',
    'currencies',
    'languages',
    'faq',
    'static-pages',
    'social-links',
  ];
  const calls: [Method, string, unknown?][] = [
    ...resources.flatMap((path): [Method, string, unknown?][] => [
      ['GET', `/api/admin/content/${path}`],
      ['POST', `/api/admin/content/${path}`, {}],
      ['PUT', `/api/admin/content/${path}/1`, {}],
      ['DELETE', `/api/admin/content/${path}/1`],
    ]),
    ['GET', '/api/admin/content/translations?language_id=1'],
    ['PUT', '/api/admin/content/translations', { language_id: 1, key: 'x', value: 'y' }],
    ['POST', '/api/admin/content/html-preview', { html: '<p>x</p>' }],
  ];

  it.each(calls)(
    '%s %s answers 401 to guests, 403 to users and to moderators',
    async (method, url, body) => {
      const send = (client: TestClient) =>
        client.request(method, url, body === undefined ? {} : { body });
      expect((await send(asGuest)).statusCode).toBe(401);
      expect((await send(asUser)).statusCode).toBe(403);
      expect((await send(asModerator)).statusCode).toBe(403);
    },
  );

  it.each(calls.filter(([method]) => method === 'GET'))(
    '%s %s answers 200 to admins',
    async (method, url) => {
      const answer = await asAdmin.request(method, url);
      expect(answer.statusCode).toBe(200);
      expect(answer.body.status).toBe('OK');
    },
  );

  it('every content call is in the OpenAPI document', async () => {
    const document = (await asGuest.get('/api/openapi.json')).body as {
      paths?: Record<string, unknown>;
    };
    const paths = Object.keys(document.paths ?? {});
    for (const path of resources) {
      expect(paths).toContain(`/api/admin/content/${path}`);
      expect(paths).toContain(`/api/admin/content/${path}/{id}`);
    }
    expect(paths).toContain('/api/admin/content/translations');
    expect(paths).toContain('/api/admin/content/html-preview');
  });
});

describe('/api/admin/content/rooms', () => {
  it('answers 422 "This field is required." under title.en for a room without an English title', async () => {
    const answer = await asAdmin.post('/api/admin/content/rooms', { title: { en: ' ', de: 'X' } });
    expect(answer.statusCode).toBe(422);
    expect(answer.body.errors?.['title.en']).toEqual(['This field is required.']);
  });

  it('renames a room: audited before → after, the rooms page shows it at once', async () => {
    const [room] = items(await asAdmin.get('/api/admin/content/rooms'));
    const title = { en: 'Night owls', de: 'Nachteulen' };
    const answer = await asAdmin.put(`/api/admin/content/rooms/${room!.id}`, {
      title,
      position: 1,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.payload<Row>().title).toEqual(title);

    const audit = await lastAudit('room.update');
    expect(audit).toMatchObject({
      object_id: String(room!.id),
      before: { title: room!.title },
      after: { title },
    });
    expect(audit?.ip).toBeTruthy();

    const publicRooms = await asUser.get('/api/rooms/index');
    expect(publicRooms.payload<{ id: number; title: string }[]>()).toContainEqual(
      expect.objectContaining({ id: room!.id, title: 'Night owls' }),
    );
  });

  it('refuses with 409 to delete a room with topics, deletes an empty one', async () => {
    const rooms = items<{ id: number; topics: number }>(
      await asAdmin.get('/api/admin/content/rooms'),
    );
    const busy = rooms.find((room) => room.topics > 0);
    expect(busy).toBeDefined();
    const refused = await asAdmin.request('DELETE', `/api/admin/content/rooms/${busy!.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.body.code).toBe('CONTENT_IN_USE');
    expect(refused.body.message).toMatch(/topics and cannot be deleted/);

    const created = await asAdmin.post('/api/admin/content/rooms', { title: { en: 'Empty' } });
    const { id } = created.payload<Row>();
    expect((await asAdmin.request('DELETE', `/api/admin/content/rooms/${id}`)).statusCode).toBe(
      200,
    );
    expect(await lastAudit('room.delete')).toMatchObject({
      before: { title: { en: 'Empty' } },
      after: null,
    });
  });
});

describe('/api/admin/content/bundles', () => {
  it('answers 422 under price for a negative price', async () => {
    const answer = await asAdmin.post('/api/admin/content/bundles', {
      points: 10,
      price: -1,
      description: { en: 'Bad' },
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.body.errors?.price?.length).toBeGreaterThan(0);
  });

  it('creates, renames and hides a bundle; the shop shows each change at once', async () => {
    const created = await asAdmin.post('/api/admin/content/bundles', {
      points: 250,
      price: 12.5,
      description: { en: 'Starter pack' },
    });
    expect(created.statusCode).toBe(200);
    const bundle = created.payload<Row>();
    expect(bundle).toMatchObject({ points: 250, price: 12.5, is_active: true });

    const input = { points: 250, price: 12.5, description: { en: 'Weekend pack' } };
    await asAdmin.put(`/api/admin/content/bundles/${bundle.id}`, input);
    const shop = await asGuest.get('/api/bundles/index');
    expect(shop.payload<{ id: number; description: string }[]>()).toContainEqual(
      expect.objectContaining({ id: bundle.id, description: 'Weekend pack', points: 250 }),
    );
    expect(await lastAudit('bundle.update')).toMatchObject({
      before: { description: { en: 'Starter pack' } },
      after: { description: { en: 'Weekend pack' } },
    });

    await asAdmin.put(`/api/admin/content/bundles/${bundle.id}`, { ...input, is_active: false });
    const hidden = await asGuest.get('/api/bundles/index');
    expect(hidden.payload<{ id: number }[]>().map((row) => row.id)).not.toContain(bundle.id);
  });

  it('refuses with 409 to delete a bundle somebody bought', async () => {
    const created = await asAdmin.post('/api/admin/content/bundles', {
      points: 5,
      price: 1,
      description: { en: 'Bought' },
    });
    const { id } = created.payload<Row>();
    await insertDeposit({ bundleId: id, currency: 'EUR' });
    const refused = await asAdmin.request('DELETE', `/api/admin/content/bundles/${id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.body.message).toMatch(/Hide it instead/);
  });
});

describe('/api/admin/content/currencies', () => {
  it('adds a currency with its rate; /api/currencies shows it at once', async () => {
    // Fill this instance's cache first: the change must drop it.
    await asGuest.get('/api/currencies');
    const created = await asAdmin.post('/api/admin/content/currencies', {
      code: 'chf',
      symbol: 'Fr.',
      rate: 0.95,
    });
    expect(created.statusCode).toBe(200);
    expect(created.payload<Row>()).toMatchObject({ code: 'CHF', rate: 0.95, is_default: false });
    const listed = await asGuest.get('/api/currencies');
    expect(listed.payload<{ code: string; value: number }[]>()).toContainEqual(
      expect.objectContaining({ code: 'CHF', value: 0.95 }),
    );
  });

  it('answers two admins saving the same new code at once with one currency and one 422, never a 500', async () => {
    for (const code of ['AAA', 'BBB', 'CCC', 'DDD']) {
      const answers = await Promise.all(
        [1, 2].map(() =>
          asAdmin.post('/api/admin/content/currencies', { code, symbol: code, rate: 2 }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
      const refused = answers.find((answer) => answer.statusCode === 422)!;
      expect(refused.body.errors?.code).toEqual(['This code is already in use.']);
      const created = answers.find((answer) => answer.statusCode === 200)!.payload<Row>();
      await asAdmin.request('DELETE', `/api/admin/content/currencies/${created.id}`);
    }
  });

  it('answers 422 for a bad code, a taken code and a default rate other than 1', async () => {
    const bad = await asAdmin.post('/api/admin/content/currencies', {
      code: 'EURO',
      symbol: '€',
      rate: 1,
    });
    expect(bad.body.errors?.code).toEqual(['Use the three-letter ISO code, e.g. EUR.']);
    const taken = await asAdmin.post('/api/admin/content/currencies', {
      code: 'EUR',
      symbol: '€',
      rate: 1,
    });
    expect(taken.body.errors?.code).toEqual(['This code is already in use.']);

    const list = items<{ id: number; code: string; symbol: string; is_default: boolean }>(
      await asAdmin.get('/api/admin/content/currencies'),
    );
    const base = list.find((row) => row.is_default)!;
    const rate = await asAdmin.put(`/api/admin/content/currencies/${base.id}`, {
      code: base.code,
      symbol: base.symbol,
      rate: 2,
    });
    expect(rate.statusCode).toBe(422);
    expect(rate.body.errors?.rate).toEqual(['The rate of the default currency is always 1.']);
  });

  it('refuses with 409 to delete the default currency or one used by deposits', async () => {
    const list = items<{ id: number; code: string; is_default: boolean }>(
      await asAdmin.get('/api/admin/content/currencies'),
    );
    const base = list.find((row) => row.is_default)!;
    expect(
      (await asAdmin.request('DELETE', `/api/admin/content/currencies/${base.id}`)).statusCode,
    ).toBe(409);

    const created = await asAdmin.post('/api/admin/content/currencies', {
      code: 'SEK',
      symbol: 'kr',
      rate: 11.5,
    });
    const { id } = created.payload<Row>();
    await insertDeposit({ currency: 'SEK' });
    const used = await asAdmin.request('DELETE', `/api/admin/content/currencies/${id}`);
    expect(used.statusCode).toBe(409);
    expect(used.body.message).toMatch(/used by deposits or payouts/);
  });
});

describe('/api/admin/content/languages and translations', () => {
  let frenchId: number;

  it('adds a language that misses every text; /api/languages lists it', async () => {
    const created = await asAdmin.post('/api/admin/content/languages', {
      code: 'fr',
      title: 'Français',
    });
    expect(created.statusCode).toBe(200);
    const french = created.payload<{ id: number; missing: number }>();
    frenchId = french.id;
    expect(french.missing).toBeGreaterThan(100);
    const languages = await asGuest.get('/api/languages');
    expect(languages.payload<{ code: string }[]>().map((row) => row.code)).toContain('fr');

    const duplicate = await asAdmin.post('/api/admin/content/languages', {
      code: 'fr',
      title: 'Again',
    });
    expect(duplicate.body.errors?.code).toEqual(['This code is already in use.']);
  });

  it('refuses with 409 to delete English, the default language', async () => {
    const list = items<{ id: number; code: string }>(
      await asAdmin.get('/api/admin/content/languages'),
    );
    const english = list.find((row) => row.code === 'en')!;
    const refused = await asAdmin.request('DELETE', `/api/admin/content/languages/${english.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.body.code).toBe('CONTENT_IN_USE');
  });

  it('lists the English text beside each key, searches and filters missing ones', async () => {
    const page = await asAdmin.get('/api/admin/content/translations', {
      language_id: frenchId,
      q: 'admin.console.nav.content',
      missing: 1,
    });
    expect(page.statusCode).toBe(200);
    expect(items(page)).toEqual([
      {
        key: 'admin.console.nav.content',
        english: 'Content',
        value: null,
        is_missing: true,
        is_edited: false,
      },
    ]);
    const german = items<{ id: number; code: string }>(
      await asAdmin.get('/api/admin/content/languages'),
    ).find((row) => row.code === 'de')!;
    const byText = await asAdmin.get('/api/admin/content/translations', {
      language_id: german.id,
      q: 'Inhaltsbereiche',
    });
    expect(items(byText)).toContainEqual(
      expect.objectContaining({ key: 'admin.console.content.nav.label', is_missing: false }),
    );
  });

  it('saves a text (audited), serves it at once and keeps it over the code catalogue', async () => {
    const key = 'admin.console.nav.content';
    const saved = await asAdmin.put('/api/admin/content/translations', {
      language_id: frenchId,
      key,
      value: 'Contenu',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.payload()).toMatchObject({ value: 'Contenu', is_missing: false, is_edited: true });
    expect(await lastAudit('translation.update')).toMatchObject({
      object_id: `fr:${key}`,
      before: { value: null },
      after: { value: 'Contenu' },
    });
    const texts = await asAdmin.get('/api/admin/localizations', { lang_id: frenchId });
    expect(texts.payload<Record<string, string>>()[key]).toBe('Contenu');

    // An edited German text survives the start-up sync of the catalogues.
    const german = items<{ id: number; code: string }>(
      await asAdmin.get('/api/admin/content/languages'),
    ).find((row) => row.code === 'de')!;
    await asAdmin.put('/api/admin/content/translations', {
      language_id: german.id,
      key,
      value: 'Seiteninhalte',
    });
    const { db } = testApp.app;
    await db.delete(appMeta).where(eq(appMeta.key, 'translations_hash'));
    await seedReferenceData(db);
    const after = await asAdmin.get('/api/admin/localizations', { lang_id: german.id });
    expect(after.payload<Record<string, string>>()[key]).toBe('Seiteninhalte');
  });

  it('drops at the start-up sync the texts of keys the code no longer has, in every language', async () => {
    const { db } = testApp.app;
    const stale = 'money.topUp.removedText';
    const languageRows = items<{ id: number }>(await asAdmin.get('/api/admin/content/languages'));
    await db.insert(translations).values(
      languageRows.map((row, index) => ({
        languageId: row.id,
        key: stale,
        value: 'Gone',
        isEdited: index === 0,
      })),
    );
    await db.delete(appMeta).where(eq(appMeta.key, 'translations_hash'));
    await seedReferenceData(db);

    const left = await db.select().from(translations).where(eq(translations.key, stale));
    expect(left).toEqual([]);
    const listed = await asAdmin.get('/api/admin/content/translations', {
      language_id: frenchId,
      q: 'removedText',
    });
    expect(items(listed)).toEqual([]);
    const texts = await asAdmin.get('/api/admin/localizations', { lang_id: frenchId });
    expect(texts.payload<Record<string, string>>()['admin.console.nav.content']).toBe('Contenu');
  });

  it('serves no empty text: a cleared translation shows the English one', async () => {
    const key = 'admin.console.nav.content';
    const saved = await asAdmin.put('/api/admin/content/translations', {
      language_id: frenchId,
      key,
      value: '',
    });
    expect(saved.statusCode).toBe(200);
    const texts = await asAdmin.get('/api/admin/localizations', { lang_id: frenchId });
    expect(texts.payload<Record<string, string>>()).not.toHaveProperty(key);
  });

  it('answers 422 under code for a code longer than 8 characters', async () => {
    const answer = await asAdmin.post('/api/admin/content/languages', {
      code: 'abc-abcdefgh',
      title: 'Too long',
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.body.errors?.code).toBeDefined();
  });

  it('keeps a deleted language deleted over the next start', async () => {
    const created = await asAdmin.post('/api/admin/content/languages', {
      code: 'it',
      title: 'Italiano',
    });
    const italian = created.payload<{ id: number }>();
    const spanish = items<{ id: number; code: string }>(
      await asAdmin.get('/api/admin/content/languages'),
    ).find((row) => row.code === 'es')!;
    expect(
      (await asAdmin.request('DELETE', `/api/admin/content/languages/${spanish.id}`)).statusCode,
    ).toBe(200);
    await seedReferenceData(testApp.app.db);
    const codes = items<{ code: string }>(await asAdmin.get('/api/admin/content/languages')).map(
      (row) => row.code,
    );
    expect(codes).not.toContain('es');
    expect(codes).toContain('it');
    await asAdmin.request('DELETE', `/api/admin/content/languages/${italian.id}`);
  });

  it('answers 422 for a key that English does not have', async () => {
    const answer = await asAdmin.put('/api/admin/content/translations', {
      language_id: frenchId,
      key: 'no.such.key',
      value: 'x',
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.body.errors?.key).toEqual(['There is no such text key.']);
  });
});

describe('/api/admin/content/faq', () => {
  it('stores the answer sanitised and the FAQ shows the entry at once', async () => {
    const created = await asAdmin.post('/api/admin/content/faq', {
      question: { en: 'Is it safe?', de: 'Ist es sicher?' },
      answer: { en: '<p>Yes<script>alert(1)</script><img src="/x.png" onerror="alert(2)"></p>' },
      position: 99,
    });
    expect(created.statusCode).toBe(200);
    const answer = created.payload<{ answer: { en: string } }>().answer.en;
    expect(answer).not.toMatch(/script|onerror|alert/);
    expect(answer).toContain('<p>Yes');

    const faq = await asGuest.get('/api/faq');
    expect(faq.payload<{ question: string }[]>().map((row) => row.question)).toContain(
      'Is it safe?',
    );
    expect(await lastAudit('faq.create')).toMatchObject({
      before: null,
      after: { question: { en: 'Is it safe?' } },
    });
  });

  it('answers 422 under question.en without an English question', async () => {
    const answer = await asAdmin.post('/api/admin/content/faq', {
      question: { de: 'Nur Deutsch' },
      answer: { en: 'x' },
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.body.errors?.['question.en']).toEqual(['This field is required.']);
  });
});

describe('/api/admin/content/static-pages', () => {
  it('stores page HTML sanitised; the page answers the new text at once', async () => {
    const created = await asAdmin.post('/api/admin/content/static-pages', {
      slug: 'about-us',
      title: { en: 'About us' },
      content: {
        en: '<h2>Hello</h2><script>steal()</script><a href="javascript:alert(1)" onclick="x()">x</a>',
        de: '<p onerror="x()">Hallo</p>',
      },
    });
    expect(created.statusCode).toBe(200);
    const content = created.payload<{ content: Record<string, string> }>().content;
    expect(content.en).toContain('<h2>Hello</h2>');
    expect(JSON.stringify(content)).not.toMatch(/script|steal|onerror|onclick|javascript/);

    const page = await asGuest.get('/api/static-pages/about-us');
    expect(page.payload<{ title: string; content: string }>()).toMatchObject({
      title: 'About us',
    });
    expect(page.payload<{ content: string }>().content).not.toContain('steal');

    const { id } = created.payload<Row>();
    await asAdmin.put(`/api/admin/content/static-pages/${id}`, {
      slug: 'about-us',
      title: { en: 'About Parlor' },
      content: { en: '<p>New</p>' },
    });
    const changed = await asGuest.get('/api/static-pages/about-us');
    expect(changed.payload<{ title: string }>().title).toBe('About Parlor');
    expect(await lastAudit('static_page.update')).toMatchObject({
      before: { title: { en: 'About us' } },
      after: { title: { en: 'About Parlor' }, content: { en: '<p>New</p>' } },
    });
  });

  it('answers 422 for a reserved, taken or malformed address', async () => {
    const body = { title: { en: 'T' }, content: { en: '<p>x</p>' } };
    const reserved = await asAdmin.post('/api/admin/content/static-pages', {
      ...body,
      slug: 'rooms',
    });
    expect(reserved.body.errors?.slug).toEqual(['This address is reserved by the site.']);
    const taken = await asAdmin.post('/api/admin/content/static-pages', {
      ...body,
      slug: 'about-us',
    });
    expect(taken.body.errors?.slug).toEqual(['Another page has this address.']);
    const malformed = await asAdmin.post('/api/admin/content/static-pages', {
      ...body,
      slug: 'About Us',
    });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.body.errors?.slug).toEqual([
      'Use lower-case letters, digits and single hyphens.',
    ]);
  });

  it('answers 422 for an app route or an all-digit address, and for English HTML that sanitising empties', async () => {
    const body = { title: { en: 'T' }, content: { en: '<p>x</p>' } };
    for (const slug of ['account', 'admin', 'api']) {
      const answer = await asAdmin.post('/api/admin/content/static-pages', { ...body, slug });
      expect(answer.body.errors?.slug).toEqual(['This address is reserved by the site.']);
    }
    const digits = await asAdmin.post('/api/admin/content/static-pages', { ...body, slug: '2' });
    expect(digits.statusCode).toBe(422);
    expect(digits.body.errors?.slug).toBeDefined();
    const emptied = await asAdmin.post('/api/admin/content/static-pages', {
      ...body,
      slug: 'only-a-script',
      content: { en: '<script>alert(1)</script>' },
    });
    expect(emptied.statusCode).toBe(422);
    expect(emptied.body.errors?.['content.en']).toEqual([
      'Nothing is left of this text once unsafe HTML is removed.',
    ]);
  });

  it('refuses with 409 to delete a legal page', async () => {
    const pages = items<{ id: number; legal_role: string | null }>(
      await asAdmin.get('/api/admin/content/static-pages'),
    );
    const terms = pages.find((page) => page.legal_role === 'terms')!;
    const refused = await asAdmin.request('DELETE', `/api/admin/content/static-pages/${terms.id}`);
    expect(refused.statusCode).toBe(409);
  });

  it('previews HTML cleaned by the site sanitiser', async () => {
    const answer = await asAdmin.post('/api/admin/content/html-preview', {
      html: '<p>Hi<script>x()</script><img src="/a.png" onerror="x()"></p>',
    });
    expect(answer.statusCode).toBe(200);
    const { html } = answer.payload<{ html: string }>();
    expect(html).toContain('<p>Hi');
    expect(html).not.toMatch(/script|onerror/);
  });
});

describe('/api/admin/content/social-links', () => {
  it('answers 422 under link for a javascript: link', async () => {
    const answer = await asAdmin.post('/api/admin/content/social-links', {
      title: 'Evil',
      link: 'javascript:alert(1)',
      img: '/images/x.svg',
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.body.errors?.link).toEqual(['Enter a link starting with http:// or https://.']);
  });

  it('answers 422 under img for an image on another site written as a local path', async () => {
    for (const img of ['//tracker.example/p.gif', '/\\tracker.example/p.gif']) {
      const answer = await asAdmin.post('/api/admin/content/social-links', {
        title: 'Tracker',
        link: 'https://example.com',
        img,
      });
      expect(answer.statusCode).toBe(422);
      expect(answer.body.errors?.img).toBeDefined();
    }
  });

  it('adds, changes and deletes a link; the footer list follows, and the bus hears it', async () => {
    const heard: unknown[] = [];
    const unsubscribe = await testApp.app.bus.subscribe(referenceChangedChannel, (event) => {
      heard.push(event);
    });
    const created = await asAdmin.post('/api/admin/content/social-links', {
      title: 'Mastodon',
      link: 'https://mastodon.social/@parlor',
      img: '/images/mastodon.svg',
    });
    expect(created.statusCode).toBe(200);
    const { id } = created.payload<Row>();
    await asAdmin.put(`/api/admin/content/social-links/${id}`, {
      title: 'Fediverse',
      link: 'https://mastodon.social/@parlor',
      img: '/images/mastodon.svg',
    });
    const links = await asGuest.get('/api/social-links');
    expect(links.payload<{ id: number; title: string }[]>()).toContainEqual(
      expect.objectContaining({ id, title: 'Fediverse' }),
    );
    await asAdmin.request('DELETE', `/api/admin/content/social-links/${id}`);
    const after = await asGuest.get('/api/social-links');
    expect(after.payload<{ id: number }[]>().map((row) => row.id)).not.toContain(id);
    await expect.poll(() => heard.length).toBeGreaterThanOrEqual(3);
    expect(heard[0]).toEqual({ type: 'reference_changed' });
    await unsubscribe();
  });
});
