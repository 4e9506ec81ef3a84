import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deposits, interlocutorApplications, payouts, safetyAlerts, users } from '../../db/schema';
import { createUser, signedInClient } from '../../test/factories-testing';
import { createTestApp, type TestApp } from '../../test/test-app';
import { TestClient } from '../../test/test-client';
import { makeTopic } from '../../test/chat-testing';
import { storeMessage } from '../chat/store-message';
import { countryIdOf } from '../../test/payout-testing';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

interface Export {
  format: string;
  profile: { id: number; email: string; surname: string };
  preferences: { avatar_color: string };
  balances: { points: number };
  channel_status: { active: boolean };
  ledger: { kind: string; delta: number }[];
  deposits: { amount: number; billing: Record<string, unknown> }[];
  payouts: { destination: string; amount: number }[];
  interlocutor_applications: { nickname: string }[];
  open_topics: {
    id: number;
    title: string;
    role: string;
    messages: { from: string; content: string; cost_points: number | null }[];
  }[];
  closed_topics: { id: number; title: string; role: string; messages_deleted_on: string }[];
  safety_alerts: { topic_id: number; topic_title: string; created_at: string }[];
}

async function say(topicId: number, senderId: number | null, content: string) {
  await testApp.app.db.transaction((tx) =>
    storeMessage(tx, {
      topicId,
      senderId,
      senderKind: senderId === null ? 'ai' : 'user',
      content,
      cost: senderId === null ? 0 : 120,
    }),
  );
}

describe('GET /api/user/export', () => {
  it("answers the caller's own data as a streamed JSON file", async () => {
    const app = testApp.app;
    const person = await createUser(app, { points: 20, interlocutor: true });
    await app.db.update(users).set({ surname: 'Lovelace' }).where(eq(users.id, person.id));
    const countryId = await countryIdOf(app, 'DE');
    await app.db.insert(deposits).values({
      userId: person.id,
      amountMinor: 500,
      currency: 'EUR',
      points: 5000,
      status: 'success',
      provider: 'test',
      billing: { name: 'Ada' },
    });
    await app.db.insert(payouts).values({
      userId: person.id,
      method: 'sepa',
      status: 'paid',
      amountMinor: 1000,
      currency: 'EUR',
      points: 10000,
      firstName: 'Ada',
      lastName: 'Lovelace',
      countryId,
      city: 'Berlin',
      address: 'Street 1',
      zip: '10117',
      ibanEnc: 'secret-ciphertext',
      destinationMask: 'DE89 •••• 3000',
      destinationHash: 'secret-hash',
    });
    await app.db.insert(interlocutorApplications).values({
      userId: person.id,
      nickname: 'Ada',
      email: person.email,
      experience: 'years',
      interests: 'maths',
      helpDescription: 'listening',
      status: 'approved',
    });
    // Their own open topic, a seat in another's (earlier lines not theirs to read), a closed one.
    const host = await createUser(app);
    const own = await makeTopic(app, { ownerId: person.id, title: 'My own topic' });
    await say(own, person.id, 'hello companion');
    await say(own, null, 'hello person');
    const seat = await makeTopic(app, { ownerId: host.id, title: 'Their topic' });
    await say(seat, host.id, 'before the guest came');
    await app.db.execute(
      `update topics set guest_id = ${person.id}, guest_since_message_id = (select max(id) from messages where topic_id = ${seat}) where id = ${seat}`,
    );
    await say(seat, host.id, 'welcome');
    const closed = await makeTopic(app, { ownerId: person.id, title: 'Gone', isClosed: true });
    await say(closed, person.id, 'closed words');

    const client = await signedInClient(app, person);
    const response = await client.get('/api/user/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.parlor.data-export+json; charset=utf-8',
    );
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="parlor-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.text).not.toMatch(
      /secret-ciphertext|secret-hash|password_hash|passwordHash|argon2|before the guest/,
    );
    const data = JSON.parse(response.text) as Export;
    expect(data.format).toBe('parlor-data-export/1');
    expect(data.profile).toMatchObject({ id: person.id, email: person.email, surname: 'Lovelace' });
    expect(data.balances.points).toBe(20);
    expect(data.channel_status.active).toBe(false);
    expect(data.ledger).toEqual([expect.objectContaining({ kind: 'adjustment', delta: 20 })]);
    expect(data.deposits).toEqual([
      expect.objectContaining({ amount: 5, billing: { name: 'Ada' } }),
    ]);
    expect(data.payouts).toEqual([
      expect.objectContaining({ destination: 'DE89 •••• 3000', amount: 10 }),
    ]);
    expect(data.interlocutor_applications).toEqual([expect.objectContaining({ nickname: 'Ada' })]);
    expect(data.open_topics.map((topic) => [topic.title, topic.role])).toEqual([
      ['My own topic', 'owner'],
      ['Their topic', 'guest'],
    ]);
    expect(data.open_topics[0]!.messages).toEqual([
      expect.objectContaining({ from: 'me', content: 'hello companion', cost_points: 1.2 }),
      expect.objectContaining({ from: 'companion', content: 'hello person', cost_points: null }),
    ]);
    expect(data.open_topics[1]!.messages).toEqual([
      expect.objectContaining({ from: 'other person', content: 'welcome', cost_points: null }),
    ]);
    expect(data.closed_topics).toEqual([
      expect.objectContaining({
        title: 'Gone',
        role: 'owner',
        messages: [expect.objectContaining({ from: 'me', content: 'closed words' })],
      }),
    ]);
  });

  it('includes closed conversations still stored, with their deletion day, and the person’s own safety alerts', async () => {
    const app = testApp.app;
    await testApp.setSettings({ message_retention_days: 30 });
    const person = await createUser(app);
    const other = await createUser(app);
    const closedAt = new Date('2026-11-02T10:00:00.000Z');
    // Owned and closed: all of it.
    const owned = await makeTopic(app, {
      ownerId: person.id,
      title: 'Owned',
      isClosed: true,
      closedAt,
    });
    await say(owned, person.id, 'my closed words');
    await say(owned, null, 'companion answer');
    // Another's, where the person was a guest and left: their own lines only.
    const visited = await makeTopic(app, {
      ownerId: other.id,
      title: 'Visited',
      isClosed: true,
      closedAt,
    });
    await say(visited, other.id, 'the owner’s private words');
    await say(visited, person.id, 'my words as a guest');
    // Closed and already purged: nothing stored, not listed.
    await makeTopic(app, { ownerId: person.id, title: 'Purged', isClosed: true, closedAt });
    // Someone else's closed topic: never.
    const foreign = await makeTopic(app, { ownerId: other.id, title: 'Foreign', isClosed: true });
    await say(foreign, other.id, 'not yours');

    await app.db.insert(safetyAlerts).values([
      { topicId: owned, userId: person.id, createdAt: new Date('2026-11-01T22:00:00.000Z') },
      { topicId: foreign, userId: other.id },
    ]);

    const client = await signedInClient(app, person);
    const response = await client.get('/api/user/export');
    expect(response.statusCode).toBe(200);
    expect(response.text).not.toMatch(/not yours|the owner’s private words|Foreign|Purged/);
    const data = JSON.parse(response.text) as Export;
    expect(data.closed_topics).toEqual([
      expect.objectContaining({
        id: owned,
        role: 'owner',
        messages_deleted_on: '2026-12-02',
        messages: [
          expect.objectContaining({ from: 'me', content: 'my closed words' }),
          expect.objectContaining({ from: 'companion', content: 'companion answer' }),
        ],
      }),
      expect.objectContaining({
        id: visited,
        role: 'former guest',
        messages: [expect.objectContaining({ from: 'me', content: 'my words as a guest' })],
      }),
    ]);
    expect(data.safety_alerts).toEqual([
      expect.objectContaining({
        topic_id: owned,
        topic_title: 'Owned',
        created_at: '2026-11-01T22:00:00.000Z',
        handled_at: null,
      }),
    ]);
  });

  it("never answers another person's data, and nothing to a visitor", async () => {
    const app = testApp.app;
    const person = await createUser(app);
    const other = await createUser(app);
    const client = await signedInClient(app, person);
    for (const query of [`?id=${other.id}`, `?user_id=${other.id}`]) {
      const response = await client.get(`/api/user/export${query}`);
      expect(response.statusCode).toBe(200);
      expect(response.text).not.toContain(other.email);
      expect((JSON.parse(response.text) as Export).profile.id).toBe(person.id);
    }
    const visitor = await new TestClient(app).get('/api/user/export');
    expect(visitor.statusCode).toBe(401);
    expect(visitor.text).not.toContain(person.email);
  });

  it('is rate-limited per person: 5 an hour', async () => {
    const person = await createUser(testApp.app);
    const client = await signedInClient(testApp.app, person);
    for (let i = 0; i < 5; i += 1) {
      expect((await client.get('/api/user/export')).statusCode).toBe(200);
    }
    const limited = await client.get('/api/user/export');
    expect(limited.statusCode).toBe(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
    // Another person is not held back by it.
    const other = await signedInClient(testApp.app, await createUser(testApp.app));
    expect((await other.get('/api/user/export')).statusCode).toBe(200);
  });
});
