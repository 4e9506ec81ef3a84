import {
  evidenceRoles,
  reportReasons,
  type TAdminReportQueueItem,
  type TSafetyAlert,
} from '@parlor/contracts';
import { en } from '@parlor/contracts/i18n/en';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languages, reports, safetyAlerts } from '../../db/schema';
import { createUser, signedInClient } from '../../test/factories-testing';
import { createTestApp, type TestApp } from '../../test/test-app';
import { TestClient } from '../../test/test-client';
import { makeTopic } from '../../test/chat-testing';
import { seatLineKeys } from '../chat/seat-lines';
import { storeMessage } from '../chat/store-message';
import { deletionToken } from '../../test/delete-account-testing';

let testApp: TestApp;
let asModerator: TestClient;
let languageIds: Record<'en' | 'de' | 'es', number>;

beforeAll(async () => {
  testApp = await createTestApp({
    env: { RATE_LIMIT_LOGIN_PER_IP: '10000', RATE_LIMIT_LOGIN_PER_ACCOUNT: '10000' },
  });
  asModerator = await signedInClient(
    testApp.app,
    await createUser(testApp.app, { role: 'moderator' }),
  );
  const rows = await testApp.app.db
    .select({ id: languages.id, code: languages.code })
    .from(languages)
    .where(inArray(languages.code, ['en', 'de', 'es']));
  languageIds = Object.fromEntries(rows.map((row) => [row.code, row.id])) as typeof languageIds;
});
afterAll(() => testApp.close());

/** A message key of the catalogue (`chat.system.personLeft`), not a text a person reads. */
const looksLikeKey = /^[a-z][A-Za-z_]*(\.[A-Za-z_]+)+$/;

async function queue(search: string, lang: keyof typeof languageIds, status = 'all') {
  const answer = await asModerator.get('/api/admin/reports', {
    q: search,
    status,
    per_page: 50,
    lang_id: languageIds[lang],
  });
  expect(answer.statusCode).toBe(200);
  return answer.payload<{ items: TAdminReportQueueItem[] }>().items;
}

describe('GET /api/admin/reports speaks the reader’s language', () => {
  it('renders every system line and every report reason as text in en, de and es', async () => {
    // Every system line the chat can store: the seat lines and every text of their group.
    const systemKeys = [
      ...new Set([
        ...Object.values(seatLineKeys),
        ...Object.keys(en.chat.system).map((key) => `chat.system.${key}`),
      ]),
    ];
    const marker = `keys-${Date.now()}`;
    const owner = await createUser(testApp.app);
    const reporters = await Promise.all(reportReasons.map(() => createUser(testApp.app)));
    for (const [index, key] of systemKeys.entries()) {
      const guest = await createUser(testApp.app);
      const topicId = await makeTopic(testApp.app, {
        ownerId: owner.id,
        guestId: guest.id,
        title: `${marker} ${index}`,
      });
      await storeMessage(testApp.app.db, {
        topicId,
        senderId: guest.id,
        senderKind: 'user',
        content: 'hello',
        cost: 0,
      });
      await storeMessage(testApp.app.db, {
        topicId,
        senderId: null,
        senderKind: 'system',
        content: key,
        cost: 0,
      });
      await testApp.app.db.insert(reports).values(
        reportReasons.map((reason, at) => ({
          topicId,
          reporterId: reporters[at]!.id,
          reportedUserId: owner.id,
          type: reason === 'spam' ? ('topic' as const) : ('user' as const),
          reason,
        })),
      );
    }

    for (const lang of ['en', 'de', 'es'] as const) {
      const items = await queue(marker, lang);
      expect(items).toHaveLength(systemKeys.length * reportReasons.length);
      const shown = items.flatMap((item) => [
        item.reason_text ?? '',
        ...item.recent_messages.map((line) => line.content),
      ]);
      expect(shown.filter((text) => looksLikeKey.test(text))).toEqual([]);
      const lines = items.flatMap((item) => item.recent_messages);
      expect(lines.filter((line) => line.sender_kind === 'system')).toHaveLength(items.length);
      expect(lines.every((line) => evidenceRoles.includes(line.sender_role))).toBe(true);
      expect(new Set(items.map((item) => item.reason_text)).size).toBe(reportReasons.length);
    }
    const german = await queue(marker, 'de');
    expect(german.map((item) => item.reason_text)).toContain('Belästigung');
  });
});

describe('a report’s evidence', () => {
  /** An owner who talked with a first guest, then a stranger who joined, talked and reported. */
  async function strangerReport() {
    const app = testApp.app;
    const marker = `evidence-${Date.now()}`;
    const owner = await createUser(app, { points: 100 });
    const first = await createUser(app, { points: 100 });
    const stranger = await createUser(app, { points: 100 });
    const topicId = await makeTopic(app, { ownerId: owner.id, title: marker });
    const asOwner = await signedInClient(app, owner);
    const asFirst = await signedInClient(app, first);
    const asStranger = await signedInClient(app, stranger);
    const say = async (client: TestClient, content: string) =>
      expect(
        (await client.post('/api/messages/create', { topic_id: topicId, content })).statusCode,
      ).toBe(200);

    await asFirst.post(`/api/topics/${topicId}/accept-terms`, {});
    expect((await asFirst.post('/api/topics/join', { topic_id: topicId })).statusCode).toBe(200);
    await say(asOwner, 'my dog Biscuit died, only you know');
    await say(asFirst, 'so sorry, private between us');
    expect((await asFirst.post('/api/topics/leave', { topic_id: topicId })).statusCode).toBe(200);

    await asStranger.post(`/api/topics/${topicId}/accept-terms`, {});
    expect((await asStranger.post('/api/topics/join', { topic_id: topicId })).statusCode).toBe(200);
    await say(asOwner, 'my evenings in Hamburg are lonely');
    await say(asStranger, 'so sorry about Biscuit and your evenings in Hamburg');
    const reported = await asStranger.post('/api/reports/create', {
      topic_id: topicId,
      type: 'topic',
      reason: 'harassment',
      // Found by the note: the topic is retitled when its owner deletes their account.
      details: marker,
    });
    expect(reported.statusCode).toBe(200);
    return { owner, stranger, asOwner, marker };
  }

  it('shows only the conversation the reporter took part in, from when they joined', async () => {
    const { marker } = await strangerReport();
    const [item] = await queue(marker, 'en');
    const lines = item!.recent_messages.map((line) => [line.sender_role, line.content]);
    expect(lines).toEqual([
      ['system', 'A person joined — replies now come from a person, not the companion.'],
      ['owner', 'my evenings in Hamburg are lonely'],
      ['guest', 'so sorry about Biscuit and your evenings in Hamburg'],
    ]);
  });

  it('after the owner deletes their account: their lines read "[deleted account]", the others’ stay until the report is handled', async () => {
    const { owner, asOwner, marker } = await strangerReport();
    const token = await deletionToken(testApp.app, asOwner, owner);
    const confirmed = await new TestClient(testApp.app).post('/api/user/delete/confirm', { token });
    expect(confirmed.statusCode).toBe(200);

    const [english] = await queue(marker, 'en');
    expect(english!.status).toBe('open');
    expect(english!.recent_messages.map((line) => [line.sender_role, line.content])).toEqual([
      ['system', 'A person joined — replies now come from a person, not the companion.'],
      ['owner', '[deleted account]'],
      ['guest', 'so sorry about Biscuit and your evenings in Hamburg'],
      ['system', 'The person left.'],
    ]);
    const contents = async (lang: 'de' | 'es') =>
      (await queue(marker, lang))[0]!.recent_messages.map((line) => line.content);
    expect(await contents('de')).toContain('[gelöschtes Konto]');
    expect(await contents('es')).toContain('[cuenta eliminada]');

    const handled = await asModerator.post(`/api/admin/reports/${english!.id}/handle`, {
      action: 'dismiss',
    });
    expect(handled.statusCode).toBe(200);
    const [after] = await queue(marker, 'en');
    expect(after).toMatchObject({ status: 'handled', evidence_removed: true, recent_messages: [] });
  });
});

describe('GET /api/admin/safety-alerts', () => {
  it('names the account that set the alert off and labels each line by role, in words', async () => {
    const owner = await createUser(testApp.app);
    const guest = await createUser(testApp.app);
    const topicId = await makeTopic(testApp.app, { ownerId: owner.id, guestId: guest.id });
    const store = (senderId: number | null, senderKind: 'user' | 'system', content: string) =>
      storeMessage(testApp.app.db, { topicId, senderId, senderKind, content, cost: 0 });
    await store(null, 'system', seatLineKeys.joined);
    await store(owner.id, 'user', 'I cannot go on');
    await store(guest.id, 'user', 'I am here with you');
    await testApp.app.db.insert(safetyAlerts).values({ topicId, userId: owner.id });

    const answer = await asModerator.get('/api/admin/safety-alerts', {
      lang_id: languageIds.de,
    });
    const alert = answer.payload<TSafetyAlert[]>().find((item) => item.topic_id === topicId);
    expect(alert?.user).toEqual({ id: owner.id, email: owner.email, name: expect.any(String) });
    expect(alert?.recent_messages.map((line) => [line.sender_role, line.content])).toEqual([
      [
        'system',
        'Eine Person ist beigetreten — Antworten kommen jetzt von einer Person, nicht vom Begleiter.',
      ],
      ['owner', 'I cannot go on'],
      ['guest', 'I am here with you'],
    ]);
  });
});
