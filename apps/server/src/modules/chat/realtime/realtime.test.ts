import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiTokenOf,
  createUser,
  signedInClient,
  type TestUser,
} from '../../../test/factories-testing';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { TestClient } from '../../../test/test-client';
import {
  browserHeaders,
  makeTopic,
  openSocket,
  wsUrl,
  type TestSocket,
} from '../../../test/chat-testing';
import { ownerAlias } from '../personas';
import { userChannel } from '../../../adapters/bus/channels';
import { realtimeOf } from './realtime-routes';

let testApp: TestApp;
let url: string;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  testApp = await createTestApp({ settings: { message_symbol_cost: 0.1 } });
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  url = wsUrl(testApp.app);
});
afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.close()));
  await testApp.close();
});

async function socketOf(client: TestClient): Promise<TestSocket> {
  const socket = await openSocket(url, browserHeaders(client));
  sockets.push(socket);
  return socket;
}

async function person(points = 50): Promise<{ user: TestUser; client: TestClient }> {
  const user = await createUser(testApp.app, { points });
  return { user, client: await signedInClient(testApp.app, user) };
}

describe('GET /api/ws (handshake)', () => {
  it('refuses a guest (401), an unverified user (403) and a foreign origin (403)', async () => {
    await expect(openSocket(url, { origin: 'http://localhost:3000' })).rejects.toThrow(
      'handshake answered 401',
    );

    const unverified = await signedInClient(
      testApp.app,
      await createUser(testApp.app, { verified: false }),
    );
    await expect(openSocket(url, browserHeaders(unverified))).rejects.toThrow(
      'handshake answered 403',
    );

    const { client } = await person();
    await expect(openSocket(url, browserHeaders(client, 'https://evil.example'))).rejects.toThrow(
      'handshake answered 403',
    );
  });

  it('accepts the session cookie from our origin, and a bearer token without an origin', async () => {
    const { user, client } = await person();
    const socket = await socketOf(client);
    expect(socket.events[0]).toEqual({ type: 'ready', user_id: user.id });

    const token = await apiTokenOf(testApp.app, user);
    const app = await openSocket(url, { authorization: `Bearer ${token}` });
    sockets.push(app);
    expect(app.events[0]).toEqual({ type: 'ready', user_id: user.id });
  });

  it('closes a 21st socket of one user (4429), and takes one again once another closed', async () => {
    const { client } = await person();
    const registry = realtimeOf(testApp.app)!;
    const others = registry.connectionCount();
    const open = await Promise.all(Array.from({ length: 20 }, () => socketOf(client)));
    const closed = new Promise<number>((resolve) => {
      const extra = new WebSocket(url, { headers: browserHeaders(client) });
      extra.on('close', (code) => resolve(code));
      extra.on('error', () => undefined);
    });
    await expect(closed).resolves.toBe(4429);
    await expect.poll(() => registry.connectionCount()).toBe(others + 20);

    await open[0]!.close();
    await expect.poll(() => registry.connectionCount()).toBe(others + 19);
    const again = await socketOf(client);
    again.send({ type: 'ping' });
    await expect(again.next('pong')).resolves.toEqual({ type: 'pong' });
    expect(again.socket.readyState).toBe(WebSocket.OPEN);
  });

  it('answers ping with pong', async () => {
    const socket = await socketOf((await person()).client);
    socket.send({ type: 'ping' });
    await expect(socket.next('pong')).resolves.toEqual({ type: 'pong' });
  });
});

describe('events pushed to participants', () => {
  it('delivers a new message to both participants, each with their own sender, and the balance to the sender', async () => {
    const owner = await person();
    const guest = await person();
    const stranger = await person();
    const topicId = await makeTopic(testApp.app, {
      ownerId: owner.user.id,
      guestId: guest.user.id,
    });
    const [ownerSocket, guestSocket, strangerSocket] = await Promise.all([
      socketOf(owner.client),
      socketOf(guest.client),
      socketOf(stranger.client),
    ]);

    const sent = await owner.client.post('/api/messages/create', {
      topic_id: topicId,
      content: 'Hi there',
    });
    const id = sent.payload<{ message: { id: number } }>().message.id;

    const atGuest = await guestSocket.next('message', (event) => event.message.id === id);
    expect(atGuest).toMatchObject({
      topic_id: topicId,
      message: { content: 'Hi there', sender: ownerAlias(topicId, 'Luna'), is_mine: false },
    });
    const atOwner = await ownerSocket.next('message', (event) => event.message.id === id);
    expect(atOwner.message).toMatchObject({ sender: 'Me', is_mine: true });
    await expect(ownerSocket.next('balance')).resolves.toEqual({ type: 'balance', balance: 49.2 });

    // The stranger's socket saw none of it (its ping is answered after everything above).
    strangerSocket.send({ type: 'ping' });
    await strangerSocket.next('pong');
    expect(strangerSocket.events.map((event) => event.type)).toEqual(['ready', 'pong']);
  });

  it('relays typing to the other participant only, and ignores typing from outsiders', async () => {
    const owner = await person();
    const guest = await person();
    const stranger = await person();
    const topicId = await makeTopic(testApp.app, {
      ownerId: owner.user.id,
      guestId: guest.user.id,
    });
    const [ownerSocket, guestSocket, strangerSocket] = await Promise.all([
      socketOf(owner.client),
      socketOf(guest.client),
      socketOf(stranger.client),
    ]);

    strangerSocket.send({ type: 'typing', topic_id: topicId, is_typing: true });
    guestSocket.send({ type: 'typing', topic_id: topicId, is_typing: true });
    await expect(ownerSocket.next('typing')).resolves.toEqual({
      type: 'typing',
      topic_id: topicId,
      is_typing: true,
      sender: 'Guest',
    });
    guestSocket.send({ type: 'typing', topic_id: topicId, is_typing: false });
    await ownerSocket.next('typing', (event) => !event.is_typing);
    expect(ownerSocket.events.filter((event) => event.type === 'typing')).toHaveLength(2);

    guestSocket.send({ type: 'ping' });
    await guestSocket.next('pong');
    expect(guestSocket.events.some((event) => event.type === 'typing')).toBe(false);
  });

  it('tells the owner about the search for a person, when someone joins and leaves, and both when the owner closes', async () => {
    const owner = await person();
    const guest = await person();
    const topicId = await makeTopic(testApp.app, { ownerId: owner.user.id });
    const [ownerSocket, guestSocket] = await Promise.all([
      socketOf(owner.client),
      socketOf(guest.client),
    ]);

    await owner.client.post('/api/topics/update-chat-mode', {
      topic_id: topicId,
      chat_mode: 'human',
    });
    // Asking for a person opens a search; the topic stays with the AI until one accepts.
    await expect(ownerSocket.next('interlocutor_search')).resolves.toMatchObject({
      type: 'interlocutor_search',
      topic_id: topicId,
      status: 'searching',
    });

    await guest.client.post('/api/topics/join', { topic_id: topicId });
    const joined = {
      type: 'participants',
      topic_id: topicId,
      action: 'joined',
      participants_count: 2,
    };
    await expect(ownerSocket.next('participants')).resolves.toEqual(joined);
    await expect(guestSocket.next('participants')).resolves.toEqual(joined);

    await guest.client.post('/api/topics/leave', { topic_id: topicId });
    await expect(
      ownerSocket.next('participants', (event) => event.action === 'left'),
    ).resolves.toMatchObject({
      participants_count: 1,
    });

    await guest.client.post('/api/topics/join', { topic_id: topicId });
    await owner.client.post('/api/topics/leave', { topic_id: topicId });
    await expect(guestSocket.next('closed')).resolves.toEqual({
      type: 'closed',
      topic_id: topicId,
      reason: 'owner',
    });
    await expect(ownerSocket.next('closed')).resolves.toEqual({
      type: 'closed',
      topic_id: topicId,
      reason: 'owner',
    });
  });

  it('after the seat changes hands, the new guest catches up from their arrival and the former guest hears nothing', async () => {
    const owner = await person();
    const former = await person();
    const next = await person();
    const topicId = await makeTopic(testApp.app, { ownerId: owner.user.id });
    await former.client.post('/api/topics/join', { topic_id: topicId });
    await owner.client.post('/api/messages/create', { topic_id: topicId, content: 'private' });
    await former.client.post('/api/topics/leave', { topic_id: topicId });

    const [formerSocket, nextSocket] = await Promise.all([
      socketOf(former.client),
      socketOf(next.client),
    ]);
    await next.client.post('/api/topics/join', { topic_id: topicId });
    await nextSocket.next('participants', (event) => event.action === 'joined');
    // What the client fetches after `ready` or a participants event: everything after id 0.
    const catchUp = await next.client.get('/api/messages/index', {
      topic_id: topicId,
      after_id: 0,
    });
    // Only the line of their own arrival: nothing from the former guest's conversation.
    expect(
      catchUp.payload<{ data: { sender_kind: string; content: string }[] }>().data,
    ).toMatchObject([{ sender_kind: 'system' }]);

    const sent = await owner.client.post('/api/messages/create', {
      topic_id: topicId,
      content: 'Welcome',
    });
    const id = sent.payload<{ message: { id: number } }>().message.id;
    await expect(
      nextSocket.next('message', (event) => event.message.id === id),
    ).resolves.toMatchObject({ message: { content: 'Welcome', is_mine: false } });
    formerSocket.send({ type: 'ping' });
    await formerSocket.next('pong');
    expect(formerSocket.events.map((event) => event.type)).toEqual(['ready', 'pong']);
  });

  it("forwards balance events other capabilities publish on the user's channel to every tab", async () => {
    const { user, client } = await person();
    const [tabA, tabB] = await Promise.all([socketOf(client), socketOf(client)]);
    await testApp.app.bus.publish(userChannel(user.id), { type: 'balance', balance: 123.45 });
    await expect(tabA.next('balance')).resolves.toEqual({ type: 'balance', balance: 123.45 });
    await expect(tabB.next('balance')).resolves.toEqual({ type: 'balance', balance: 123.45 });
  });
});

describe('heartbeats', () => {
  it('drops a socket that stops answering pings', async () => {
    const { client } = await person();
    // A client that never answers pings, as behind a dead network.
    const silent = await openSocket(url, browserHeaders(client), { autoPong: false });
    sockets.push(silent);
    const closed = new Promise<void>((resolve) => silent.socket.once('close', () => resolve()));

    const registry = realtimeOf(testApp.app)!;
    const before = registry.connectionCount();
    registry.sweep(); // pings
    registry.sweep(); // no pong came back: terminated
    await closed;
    expect(silent.socket.readyState).toBe(WebSocket.CLOSED);
    await expect.poll(() => registry.connectionCount()).toBeLessThan(before);
  });

  it('keeps a socket that answers', async () => {
    const { client } = await person();
    const alive = await socketOf(client);
    const registry = realtimeOf(testApp.app)!;
    registry.sweep();
    alive.send({ type: 'ping' }); // any traffic also counts as alive
    await alive.next('pong');
    registry.sweep();
    alive.send({ type: 'ping' });
    await expect.poll(() => alive.events.filter((event) => event.type === 'pong').length).toBe(2);
    expect(alive.socket.readyState).toBe(WebSocket.OPEN);
  });
});
