import type {
  THelpCountry,
  TInterlocutorConsole,
  TMessage,
  TSafetyAlert,
  TTopic,
} from '@parlor/contracts';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { en as englishPhrases } from '../../adapters/ai/offline-companion/phrases-en';
import { countries, ledgerEntries, safetyAlerts, topics, users } from '../../db/schema';
import { createUser, signedInClient } from '../../test/factories-testing';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { TestClient } from '../../test/test-client';
import { mailsTo } from '../../test/mailbox-testing';
import { closeEveryTopic, makeTopic, type TestSocket } from '../../test/chat-testing';
import { goOnline, makeInterlocutor } from '../../test/interlocutor-testing';

let testApp: TestApp;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  testApp = await createTestApp({
    settings: {
      bot_reply_interval_min: 0.2,
      bot_reply_interval_max: 0.3,
      message_symbol_cost: 0.1,
    },
  });
  // Interlocutors go online over a WebSocket.
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(async () => {
  await Promise.all(sockets.splice(0).map((socket) => socket.close()));
});
afterAll(async () => {
  await testApp.close();
});

async function owner(title = 'A hard night') {
  const user = await createUser(testApp.app, { points: 50 });
  const client = await signedInClient(testApp.app, user);
  const topicId = await makeTopic(testApp.app, { ownerId: user.id, title });
  return { user, client, topicId };
}

async function send(client: TestClient, topicId: number, content: string) {
  const res = await client.post('/api/messages/create', { topic_id: topicId, content });
  expect(res.statusCode).toBe(200);
  return res.payload<{ message: TMessage; balance: number }>();
}

async function topicOf(client: TestClient, topicId: number) {
  const res = await client.get('/api/topics/topic', { topic_id: topicId });
  expect(res.statusCode).toBe(200);
  return res.payload<TTopic>();
}

async function ledgerRowsOf(messageId: number) {
  return testApp.app.db
    .select()
    .from(ledgerEntries)
    .where(like(ledgerEntries.reference, `message:${messageId}`));
}

async function companionReplies(client: TestClient, topicId: number, count: number) {
  const started = Date.now();
  for (;;) {
    const res = await client.get('/api/messages/index', { topic_id: topicId });
    const replies = res
      .payload<{ data: TMessage[] }>()
      .data.filter((message) => message.sender_kind === 'ai' && !message.is_typing);
    if (replies.length >= count) return replies;
    if (Date.now() - started > 8000)
      throw new Error(`no reply ${count}: ${JSON.stringify(replies)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the safety lane: a crisis in a topic', () => {
  it('stores the message free with no ledger row, and the next ones for 24 hours', async () => {
    const { client, topicId } = await owner();
    const paid = await send(client, topicId, 'Hello there');
    expect(paid.balance).toBeCloseTo(50 - 1.1, 2);
    expect(await ledgerRowsOf(paid.message.id)).toHaveLength(1);

    const crisis = await send(client, topicId, "I don't want to wake up tomorrow");
    expect(crisis.balance).toBeCloseTo(paid.balance, 2);
    expect(await ledgerRowsOf(crisis.message.id)).toHaveLength(0);
    const after = await send(client, topicId, 'It is all too much');
    expect(after.balance).toBeCloseTo(paid.balance, 2);
    expect(await ledgerRowsOf(after.message.id)).toHaveLength(0);

    const topic = await topicOf(client, topicId);
    const hoursLeft = (Date.parse(topic.safe_until!) - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(23.9);
    expect(hoursLeft).toBeLessThanOrEqual(24);
  });

  it('charges again once the 24 hours have passed', async () => {
    const { client, topicId } = await owner();
    await send(client, topicId, 'I want to kill myself');
    await testApp.app.db
      .update(topics)
      .set({ safeUntil: new Date(Date.now() - 1000) })
      .where(eq(topics.id, topicId));
    expect((await topicOf(client, topicId)).safe_until).toBeNull();
    const later = await send(client, topicId, 'Good morning');
    expect(await ledgerRowsOf(later.message.id)).toHaveLength(1);
  });

  it('does not fire on a denial: "I\'d never hurt myself" is charged as usual', async () => {
    const { client, topicId } = await owner();
    const sent = await send(client, topicId, "I'd never hurt myself");
    expect(await ledgerRowsOf(sent.message.id)).toHaveLength(1);
    expect((await topicOf(client, topicId)).safe_until).toBeNull();
  });

  it('writes one alert for the moderators, lists it in their console and mails them', async () => {
    const moderator = await createUser(testApp.app, { role: 'moderator' });
    const asModerator = await signedInClient(testApp.app, moderator);
    const { user, client, topicId } = await owner('A hard night, alerted');
    await send(client, topicId, 'Ich will nicht mehr leben');
    await send(client, topicId, 'Ich will mich umbringen');

    const rows = await testApp.app.db
      .select()
      .from(safetyAlerts)
      .where(eq(safetyAlerts.topicId, topicId));
    expect(rows).toEqual([expect.objectContaining({ userId: user.id, handledAt: null })]);

    const listed = await asModerator.get('/api/admin/safety-alerts');
    expect(listed.statusCode).toBe(200);
    const alert = listed.payload<TSafetyAlert[]>().find((item) => item.topic_id === topicId);
    expect(alert).toMatchObject({ topic_title: 'A hard night, alerted', handled_at: null });
    expect(alert!.recent_messages.map((message) => message.content)).toContain(
      'Ich will nicht mehr leben',
    );
    expect((await client.get('/api/admin/safety-alerts')).statusCode).toBe(403);

    // Other tests' topics may alert meanwhile (their companion replies run late): this one's.
    const mails = (await mailsTo(testApp.app, moderator.email)).filter((mail) =>
      mail.text.includes('“A hard night, alerted”'),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Safety alert: someone may be in danger');
    expect(mails[0]!.text).toContain('http://localhost:3000/admin/alerts');

    const handled = await asModerator.post(`/api/admin/safety-alerts/${alert!.id}/handled`);
    expect(handled.statusCode).toBe(200);
    const again = await asModerator.post(`/api/admin/safety-alerts/${alert!.id}/handled`);
    expect(again.statusCode).toBe(404);
  });

  it('closes the seat to walk-ins with a 403 and a sentence; an approved interlocutor may join', async () => {
    const { client, topicId } = await owner();
    await send(client, topicId, 'Quiero morir');
    const stranger = await signedInClient(testApp.app, await createUser(testApp.app));
    const refused = await stranger.post('/api/topics/join', { topic_id: topicId });
    expect(refused.statusCode).toBe(403);
    expect(refused.body.message).toBe(
      'This conversation is in a protected space right now: only approved interlocutors may join it.',
    );
    const interlocutor = await makeInterlocutor(testApp.app, 'Willow');
    const joined = await interlocutor.client.post('/api/topics/join', { topic_id: topicId });
    expect(joined.statusCode).toBe(200);
  });

  it('random chat never seats a walk-in in it, and seats an interlocutor there first', async () => {
    await closeEveryTopic(testApp.app);
    const { client, topicId } = await owner();
    await send(client, topicId, 'No quiero vivir');
    const stranger = await signedInClient(testApp.app, await createUser(testApp.app));
    expect((await stranger.get('/api/topics/random')).statusCode).toBe(404);

    // Another open topic beside it: the interlocutor still gets the one in safe mode.
    await owner();
    const interlocutor = await makeInterlocutor(testApp.app, 'Maple');
    const taken = await interlocutor.client.get('/api/topics/random');
    expect(taken.statusCode).toBe(200);
    expect(taken.payload<{ topic: TTopic }>().topic.id).toBe(topicId);
  });

  it('offers available interlocutors the topic in safe mode first', async () => {
    const interlocutor = await makeInterlocutor(testApp.app, 'Cedar');
    sockets.push(await goOnline(testApp.app, interlocutor));
    const calm = await owner();
    const crisis = await owner();
    for (const { client, topicId } of [calm, crisis]) {
      const res = await client.post('/api/topics/update-chat-mode', {
        topic_id: topicId,
        chat_mode: 'human',
      });
      expect(res.statusCode).toBe(200);
    }
    await send(crisis.client, crisis.topicId, 'I just want to fall asleep and never wake up');

    const listed = await interlocutor.client.get('/api/interlocutor/console');
    const offers = listed.payload<TInterlocutorConsole>().offers;
    expect(offers.map((offer) => offer.topic_id).slice(0, 2)).toEqual([
      crisis.topicId,
      calm.topicId,
    ]);
  });
});

describe('the companion in safe mode', () => {
  const safePhrases = [...englishPhrases.safeMode.openers, ...englishPhrases.safeMode.followUps];
  const isSafeModeReply = (content: string) =>
    englishPhrases.safeMode.openers.some((opener) => content.startsWith(opener));

  it('answers the crisis with the help lines, then stays on safety until "I\'m safe now"', async () => {
    const { client, topicId } = await owner();
    await send(client, topicId, 'I want to end my life');
    const [help] = await companionReplies(client, topicId, 1);
    expect(help!.content).toContain('In immediate danger, call 112.');

    await send(client, topicId, 'My boss shouted at me at work today');
    const second = (await companionReplies(client, topicId, 2)).find(
      (reply) => reply.id !== help!.id,
    )!;
    expect(isSafeModeReply(second.content)).toBe(true);
    expect(safePhrases.some((phrase) => second.content.endsWith(phrase))).toBe(true);

    await send(client, topicId, "I'm safe now, thank you");
    expect((await topicOf(client, topicId)).safe_until).toBeNull();
    const third = (await companionReplies(client, topicId, 3))[2]!;
    expect(isSafeModeReply(third.content)).toBe(false);
  });

  it('keeps safe mode when someone else in the topic says they are safe', async () => {
    const { client, topicId } = await owner();
    await send(client, topicId, 'I want to die');
    const interlocutor = await makeInterlocutor(testApp.app, 'Birch');
    expect(
      (await interlocutor.client.post('/api/topics/join', { topic_id: topicId })).statusCode,
    ).toBe(200);
    await interlocutor.client.post(`/api/topics/${topicId}/accept-terms`);
    await send(interlocutor.client, topicId, "I'm safe now");
    expect((await topicOf(client, topicId)).safe_until).not.toBeNull();
  });
});

describe('GET /api/help-lines', () => {
  it('answers the lines of the profile country, else of the language, else the fallback', async () => {
    const languages = await testApp.app.reference.languages();
    const german = languages.find((language) => language.code === 'de')!;
    const user = await createUser(testApp.app);
    const client = await signedInClient(testApp.app, user);

    const fallback = (await client.get('/api/help-lines')).payload<THelpCountry>();
    expect(fallback).toEqual({ country: '*', emergency: '112', lines: [] });
    const byLanguage = (
      await client.get('/api/help-lines', { lang_id: german.id })
    ).payload<THelpCountry>();
    expect(byLanguage.country).toBe('DE');
    expect(byLanguage.lines[0]).toEqual({
      label: 'TelefonSeelsorge',
      tel: '0800 111 0 111',
      sms: null,
    });

    // A profile country without lines of its own: the phone number's country is next.
    const [france] = await testApp.app.db.select().from(countries).where(eq(countries.iso, 'FR'));
    await testApp.app.db
      .update(users)
      .set({ countryId: france!.id, phoneCountryCode: 'GB' })
      .where(and(eq(users.id, user.id)));
    const byCountry = (
      await client.get('/api/help-lines', { lang_id: german.id })
    ).payload<THelpCountry>();
    expect(byCountry).toMatchObject({ country: 'GB', emergency: '999' });
    expect(byCountry.lines.map((line) => line.label)).toEqual(['Samaritans', 'Shout']);
  });
});
