import type { TInterlocutorSearch, TMessage, TMessagesPage, TTopic } from '@parlor/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signedInClient } from '../../test/factories-testing';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { TestClient } from '../../test/test-client';
import { goOnline, makeInterlocutor } from '../../test/interlocutor-testing';
import {
  browserHeaders,
  makeTopic,
  openSocket,
  wsUrl,
  type TestSocket,
} from '../../test/chat-testing';
import { ownerAlias } from './personas';

/**
 * Nobody takes a person for the AI or the AI for a person: who wrote a message is stored with it (`sender_kind`, and the name it
 * went by then), so the list, a reload and the socket frames label it the same: the AI under
 * its persona, an approved interlocutor under their nickname, any other guest as "Guest" —
 * a person never under the persona's name, and nobody's label changes when they leave.
 */
let testApp: TestApp;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  testApp = await createTestApp();
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.close()));
  await testApp.close();
});

async function socketOf(client: TestClient): Promise<TestSocket> {
  const socket = await openSocket(wsUrl(testApp.app), browserHeaders(client));
  sockets.push(socket);
  return socket;
}

async function walkIn(client: TestClient, topicId: number) {
  expect((await client.post(`/api/topics/${topicId}/accept-terms`, {})).statusCode).toBe(200);
  expect((await client.post('/api/topics/join', { topic_id: topicId })).statusCode).toBe(200);
}

async function allLabels(client: TestClient, topicId: number) {
  const page = (
    await client.get('/api/messages/index', { topic_id: topicId })
  ).payload<TMessagesPage>();
  return page.data.map((message) => [message.content, message.sender, message.sender_kind]);
}

/** The people's and the AI's messages, newest first (system lines left out). */
async function labels(client: TestClient, topicId: number) {
  return (await allLabels(client, topicId)).filter(([, , kind]) => kind !== 'system');
}

/** The system lines, oldest first. */
async function systemLines(client: TestClient, topicId: number) {
  return (await allLabels(client, topicId))
    .filter(([, , kind]) => kind === 'system')
    .map(([content]) => content)
    .reverse();
}

async function companionOf(client: TestClient, topicId: number) {
  const topic = (await client.get('/api/topics/topic', { topic_id: topicId })).payload<TTopic>();
  return [topic.companion_name, topic.companion_kind];
}

describe('honest names', () => {
  it('labels an interlocutor by nickname and a walk-in as Guest — in the list, the frames and after they left', async () => {
    const owner = await createUser(testApp.app, { points: 100 });
    const ownerClient = await signedInClient(testApp.app, owner);
    const topicId = await makeTopic(testApp.app, { ownerId: owner.id });
    const ownerSocket = await socketOf(ownerClient);
    expect(await companionOf(ownerClient, topicId)).toEqual(['Luna', 'ai']);

    // The owner asks for a person; an approved interlocutor accepts, takes the seat and writes.
    const sunny = await makeInterlocutor(testApp.app, 'Sunny');
    sockets.push(await goOnline(testApp.app, sunny));
    await ownerClient.post('/api/topics/update-chat-mode', {
      topic_id: topicId,
      chat_mode: 'human',
    });
    const { search } = (
      await ownerClient.get('/api/topics/interlocutor-search', { topic_id: topicId })
    ).payload<{ search: TInterlocutorSearch }>();
    const accepted = await sunny.client.post(
      `/api/interlocutor/requests/${search.request_id}/accept`,
      {},
    );
    expect(accepted.statusCode).toBe(200);
    await sunny.client.post(`/api/topics/${topicId}/accept-terms`, {});
    expect(await companionOf(ownerClient, topicId)).toEqual(['Sunny', 'interlocutor']);
    expect(await companionOf(sunny.client, topicId)).toEqual([
      ownerAlias(topicId, 'Luna'),
      'owner',
    ]);
    const sent = await sunny.client.post('/api/messages/create', {
      topic_id: topicId,
      content: 'Hello, I am here',
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.payload<{ message: TMessage }>().message).toMatchObject({
      sender: 'Me',
      sender_kind: 'interlocutor',
      is_mine: true,
    });
    const frame = await ownerSocket.next(
      'message',
      (event) => event.message.content === 'Hello, I am here',
    );
    expect(frame.message).toMatchObject({ sender: 'Sunny', sender_kind: 'interlocutor' });
    expect(await labels(ownerClient, topicId)).toEqual([
      ['Hello, I am here', 'Sunny', 'interlocutor'],
    ]);
    expect((await sunny.client.post('/api/topics/leave', { topic_id: topicId })).statusCode).toBe(
      200,
    );
    // After a reload the interlocutor's line keeps their nickname; the AI is back in the header.
    expect(await labels(ownerClient, topicId)).toEqual([
      ['Hello, I am here', 'Sunny', 'interlocutor'],
    ]);
    expect(await companionOf(ownerClient, topicId)).toEqual(['Luna', 'ai']);

    // A stranger walks in: "Guest", never the persona, and still "Guest" once gone.
    const stranger = await createUser(testApp.app, { points: 100 });
    const strangerClient = await signedInClient(testApp.app, stranger);
    await walkIn(strangerClient, topicId);
    expect(await companionOf(ownerClient, topicId)).toEqual(['Guest', 'guest']);
    await strangerClient.post('/api/messages/create', { topic_id: topicId, content: 'hi there' });
    const strangerFrame = await ownerSocket.next(
      'message',
      (event) => event.message.content === 'hi there',
    );
    expect(strangerFrame.message).toMatchObject({ sender: 'Guest', sender_kind: 'user' });
    await strangerClient.post('/api/topics/leave', { topic_id: topicId });
    const after = await labels(ownerClient, topicId);
    expect(after).toEqual([
      ['hi there', 'Guest', 'user'],
      ['Hello, I am here', 'Sunny', 'interlocutor'],
    ]);
    for (const [, sender] of after) expect(sender).not.toBe('Luna');
  });
});

describe('the seat in the conversation', () => {
  it('stores and pushes system lines for a search, a join and a leave; the companion is back at once and Human searches again in one press', async () => {
    const owner = await createUser(testApp.app, { points: 100 });
    const ownerClient = await signedInClient(testApp.app, owner);
    const topicId = await makeTopic(testApp.app, { ownerId: owner.id });
    const ownerSocket = await socketOf(ownerClient);

    await ownerClient.post('/api/topics/update-chat-mode', {
      topic_id: topicId,
      chat_mode: 'human',
    });
    const searching = await ownerSocket.next(
      'message',
      (event) => event.message.sender_kind === 'system',
    );
    expect(searching.message).toMatchObject({ content: 'Searching for a person…', sender: '' });

    const stranger = await createUser(testApp.app, { points: 100 });
    const strangerClient = await signedInClient(testApp.app, stranger);
    await walkIn(strangerClient, topicId);
    await ownerSocket.next('message', (event) =>
      event.message.content.startsWith('A person joined'),
    );
    await strangerClient.post('/api/topics/leave', { topic_id: topicId });
    await ownerSocket.next(
      'message',
      (event) => event.message.content === 'The companion is back.',
    );

    // Stored: a reload shows the same lines, in the reader's language too.
    expect(await systemLines(ownerClient, topicId)).toEqual([
      'Searching for a person…',
      'A person joined — replies now come from a person, not the companion.',
      'The person left.',
      'The companion is back.',
    ]);
    const languages = (await ownerClient.get('/api/languages')).payload<
      { id: number; code: string }[]
    >();
    const german = languages.find((language) => language.code === 'de')!;
    const inGerman = (
      await ownerClient.get('/api/messages/index', { topic_id: topicId, lang_id: german.id })
    ).payload<TMessagesPage>();
    expect(inGerman.data[0]).toMatchObject({ content: 'Der Begleiter ist zurück.' });

    // Back to the companion at once; Human starts a new search in one press.
    expect(await companionOf(ownerClient, topicId)).toEqual(['Luna', 'ai']);
    const topic = (
      await ownerClient.get('/api/topics/topic', { topic_id: topicId })
    ).payload<TTopic>();
    expect(topic.chat_mode).toBe('ai');
    const again = await ownerClient.post('/api/topics/update-chat-mode', {
      topic_id: topicId,
      chat_mode: 'human',
    });
    expect(again.statusCode).toBe(200);
    const { search } = (
      await ownerClient.get('/api/topics/interlocutor-search', { topic_id: topicId })
    ).payload<{ search: TInterlocutorSearch }>();
    expect(search.status).toBe('searching');
    expect((await systemLines(ownerClient, topicId)).at(-1)).toBe('Searching for a person…');
  });
});
