import type { TInterlocutorSearch, TMessage, TTopic } from '@parlor/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signedInClient } from '../../test/factories-testing';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { TestClient } from '../../test/test-client';
import { makeTopic } from '../../test/chat-testing';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({
    settings: { bot_reply_interval_min: 0, bot_reply_interval_max: 0, message_symbol_cost: 0.1 },
  });
});
afterAll(() => testApp.close());

async function owner() {
  const user = await createUser(testApp.app, { points: 50 });
  const client = await signedInClient(testApp.app, user);
  const topicId = await makeTopic(testApp.app, { ownerId: user.id, title: 'A hard night' });
  return { user, client, topicId };
}

async function send(client: TestClient, topicId: number, content: string) {
  const res = await client.post('/api/messages/create', { topic_id: topicId, content });
  expect(res.statusCode).toBe(200);
  return res.payload<{ message: TMessage }>().message;
}

/** The messages, oldest first, once `count` companion replies are stored. */
async function afterReplies(client: TestClient, topicId: number, count: number) {
  const started = Date.now();
  for (;;) {
    const list = (await client.get('/api/messages/index', { topic_id: topicId }))
      .payload<{ data: TMessage[] }>()
      .data.reverse();
    const replies = list.filter((message) => message.sender_kind === 'ai' && !message.is_typing);
    if (replies.length >= count) return list;
    if (Date.now() - started > 8000) throw new Error(`no reply ${count}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function topicOf(client: TestClient, topicId: number) {
  return (await client.get('/api/topics/topic', { topic_id: topicId })).payload<TTopic>();
}

describe('the safety lane asks the seat rule before offering a person', () => {
  it('with the seat on "Nobody", offers to open it to interlocutors instead — and that works', async () => {
    const { client, topicId } = await owner();
    await client.post('/api/topics/update-seat-policy', {
      topic_id: topicId,
      seat_policy: 'nobody',
    });
    await send(client, topicId, 'I want to end my life');
    const reply = (await afterReplies(client, topicId, 1)).find(
      (message) => message.sender_kind === 'ai',
    )!;
    expect(reply.content).toContain('In immediate danger, call 112.');
    expect(reply.content).not.toContain('choose Human in the chat menu and');
    expect(reply.content).toContain(
      'you can let approved interlocutors join this chat under “Who may join” in the chat menu, then choose Human',
    );

    const opened = await client.post('/api/topics/update-seat-policy', {
      topic_id: topicId,
      seat_policy: 'interlocutors',
    });
    expect(opened.statusCode).toBe(200);
    const asked = await client.post('/api/topics/update-chat-mode', {
      topic_id: topicId,
      chat_mode: 'human',
    });
    expect(asked.statusCode).toBe(200);
    const search = (
      await client.get('/api/topics/interlocutor-search', { topic_id: topicId })
    ).payload<{ search: TInterlocutorSearch }>().search;
    expect(search.status).toBe('searching');
  });

  it('with the seat open, offers a person', async () => {
    const { client, topicId } = await owner();
    await send(client, topicId, 'I want to end my life');
    const reply = (await afterReplies(client, topicId, 1)).find(
      (message) => message.sender_kind === 'ai',
    )!;
    expect(reply.content).toContain(
      'choose Human in the chat menu and an interlocutor will join you',
    );
  });
});

describe('leaving safe mode is said, and the help lines stay one tap away', () => {
  it('stores a system line after "I\'m safe now", and the companion confirms it', async () => {
    const { client, topicId } = await owner();
    await send(client, topicId, 'I want to end my life');
    await afterReplies(client, topicId, 1);
    expect((await topicOf(client, topicId)).free_sends).toBe('safe_mode');

    const safe = await send(client, topicId, "I'm safe now, thank you");
    const list = await afterReplies(client, topicId, 2);
    const after = list.slice(list.findIndex((message) => message.id === safe.id));
    expect(after.map((message) => [message.sender_kind, message.content])).toEqual([
      ['user', "I'm safe now, thank you"],
      [
        'system',
        'Safe mode ended: you said you are safe now. Messages cost points again; the help lines stay one tap away under Help lines in the chat menu.',
      ],
      [
        'ai',
        "I'm glad you feel safe now. Safe mode has ended, so messages cost points again. The help lines stay one tap away: open Help lines in the chat menu whenever you need them. I'm still here — what would you like to talk about?",
      ],
    ]);
    expect((await topicOf(client, topicId)).free_sends).toBeNull();
  });
});
