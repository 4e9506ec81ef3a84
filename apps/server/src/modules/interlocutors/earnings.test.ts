import type { TInterlocutorConsole, TInterlocutorSearch } from '@parlor/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { interlocutorEarnings, ledgerEntries, messages, users } from '../../db/schema';
import { createUser, signedInClient } from '../../test/factories-testing';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeTopic } from '../../test/chat-testing';
import { sumLedger } from '../ledger/apply-balance-change';
import { splitSpending } from './credit-interlocutor-share';
import { makeInterlocutor } from '../../test/interlocutor-testing';
import { releaseDueEarnings } from './release-earnings';

let testApp: TestApp;

beforeAll(async () => {
  // 3 hundredths per character, 50 % share: a 7-character message costs 21, earns 10.
  testApp = await createTestApp({ settings: { message_symbol_cost: 0.03 } });
});
afterAll(() => testApp.close());

/** An owner's topic whose guest seat a matched interlocutor took through the API. */
async function matchedTopic(ownerPoints = 100) {
  const owner = await createUser(testApp.app, { points: ownerPoints });
  const ownerClient = await signedInClient(testApp.app, owner);
  const topicId = await makeTopic(testApp.app, { ownerId: owner.id });
  const interlocutor = await makeInterlocutor(testApp.app);
  await ownerClient.post('/api/topics/update-chat-mode', { topic_id: topicId, chat_mode: 'human' });
  const search = (
    await ownerClient.get('/api/topics/interlocutor-search', { topic_id: topicId })
  ).payload<{ search: TInterlocutorSearch }>().search;
  const accepted = await interlocutor.client.post(
    `/api/interlocutor/requests/${search.request_id}/accept`,
  );
  expect(accepted.statusCode).toBe(200);
  await interlocutor.client.post(`/api/topics/${topicId}/accept-terms`);
  return { owner, ownerClient, topicId, interlocutor };
}

async function account(userId: number) {
  const [row] = await testApp.app.db
    .select({
      balance: users.balance,
      pending: users.earningsPending,
      available: users.earningsAvailable,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row!;
}

describe('splitSpending', () => {
  it('never makes or loses a hundredth: share + platform = spent, share floored', () => {
    for (let spent = 0; spent <= 1000; spent += 1) {
      for (const percent of [0, 1, 33, 50, 67, 99, 100]) {
        const { share, platform } = splitSpending(spent, percent);
        expect(share + platform).toBe(spent);
        expect(share).toBe(Math.floor((spent * percent) / 100));
      }
    }
  });
});

describe('earnings from a matched conversation', () => {
  it("credits the share in the owner's send transaction, exact to the hundredth", async () => {
    const { owner, ownerClient, topicId, interlocutor } = await matchedTopic();
    const before = await account(owner.id);

    const sent = await ownerClient.post('/api/messages/create', {
      topic_id: topicId,
      content: 'Hello!!', // 7 characters × 3 = 21 hundredths
    });
    expect(sent.statusCode).toBe(200);
    const messageId = sent.payload<{ message: { id: number } }>().message.id;

    const after = await account(owner.id);
    expect(before.balance - after.balance).toBe(21);
    const earned = await account(interlocutor.user.id);
    expect(earned).toMatchObject({ balance: 0, pending: 10, available: 0 });

    const [debit] = await testApp.app.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, owner.id), eq(ledgerEntries.kind, 'message')));
    const [credit] = await testApp.app.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userId, interlocutor.user.id));
    expect(debit).toMatchObject({ delta: -21, reference: `message:${messageId}` });
    expect(credit).toMatchObject({
      delta: 10,
      kind: 'earning',
      account: 'earnings_pending',
      reference: `earning:message:${messageId}`,
    });
    // One transaction: now() is the transaction's start, the same for both rows.
    expect(credit!.createdAt.getTime()).toBe(debit!.createdAt.getTime());
    // Owner's debit = earning + platform share.
    expect(-debit!.delta).toBe(credit!.delta + 11);
    expect(await sumLedger(testApp.app.db, interlocutor.user.id, 'earnings_pending')).toBe(10);
  });

  it('the interlocutor writes for free where they hold the seat', async () => {
    const { topicId, interlocutor } = await matchedTopic();
    const res = await interlocutor.client.post('/api/messages/create', {
      topic_id: topicId,
      content: 'Hi there, how are you?',
    });
    expect(res.statusCode).toBe(200);
    expect(res.payload<{ balance: number }>().balance).toBe(0);
    const [row] = await testApp.app.db
      .select({ cost: messages.cost })
      .from(messages)
      .where(eq(messages.topicId, topicId));
    expect(row!.cost).toBe(0);
    expect(await account(interlocutor.user.id)).toMatchObject({ balance: 0, pending: 0 });
  });

  it('a refused debit credits nothing (all or nothing)', async () => {
    const { ownerClient, topicId, interlocutor } = await matchedTopic(0.1);
    const res = await ownerClient.post('/api/messages/create', {
      topic_id: topicId,
      content: 'This message costs more than ten hundredths',
    });
    expect(res.statusCode).toBe(422);
    expect(await account(interlocutor.user.id)).toMatchObject({ pending: 0 });
    const rows = await testApp.app.db
      .select()
      .from(interlocutorEarnings)
      .where(eq(interlocutorEarnings.userId, interlocutor.user.id));
    expect(rows).toHaveLength(0);
  });

  it('floors the share at contributor_share_percent; the platform keeps the rest', async () => {
    await testApp.setSettings({ contributor_share_percent: 33 });
    try {
      const { owner, ownerClient, topicId, interlocutor } = await matchedTopic();
      const before = await account(owner.id);
      await ownerClient.post('/api/messages/create', { topic_id: topicId, content: 'abcdefg' });
      const spent = before.balance - (await account(owner.id)).balance;
      expect(spent).toBe(21);
      expect((await account(interlocutor.user.id)).pending).toBe(6); // floor(6.93)
    } finally {
      await testApp.setSettings({ contributor_share_percent: 50 });
    }
  });

  it('releases pending earnings after earning_hold_days, once, with two ledger rows', async () => {
    const { ownerClient, topicId, interlocutor } = await matchedTopic();
    await ownerClient.post('/api/messages/create', { topic_id: topicId, content: 'Hello!!' });
    await ownerClient.post('/api/messages/create', { topic_id: topicId, content: 'Again!!' });
    expect(await account(interlocutor.user.id)).toMatchObject({ pending: 20, available: 0 });

    // Not yet due: nothing moves.
    await releaseDueEarnings(testApp.app);
    expect(await account(interlocutor.user.id)).toMatchObject({ pending: 20, available: 0 });

    await testApp.app.db
      .update(interlocutorEarnings)
      .set({ releaseAt: new Date(Date.now() - 1000) })
      .where(eq(interlocutorEarnings.userId, interlocutor.user.id));
    expect(await releaseDueEarnings(testApp.app)).toBeGreaterThanOrEqual(2);
    expect(await releaseDueEarnings(testApp.app)).toBe(0);
    expect(await account(interlocutor.user.id)).toMatchObject({ pending: 0, available: 20 });
    const releases = await testApp.app.db
      .select()
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.userId, interlocutor.user.id),
          eq(ledgerEntries.kind, 'earning_release'),
        ),
      );
    expect(releases).toHaveLength(4);
    expect(await sumLedger(testApp.app.db, interlocutor.user.id, 'earnings_pending')).toBe(0);
    expect(await sumLedger(testApp.app.db, interlocutor.user.id, 'earnings_available')).toBe(20);

    const consoleRes = await interlocutor.client.get('/api/interlocutor/console');
    expect(consoleRes.payload<TInterlocutorConsole>().earnings).toMatchObject({
      pending: 0,
      available: 0.2,
      total: 0.2,
      recent: [
        expect.objectContaining({ amount: 0.1, status: 'available' }),
        expect.objectContaining({ amount: 0.1, status: 'available' }),
      ],
    });
  });

  it('with earning_hold_days 0 an earning is available within moments, with no sweep run', async () => {
    await testApp.setSettings({ earning_hold_days: 0 });
    try {
      const { ownerClient, topicId, interlocutor } = await matchedTopic();
      await ownerClient.post('/api/messages/create', { topic_id: topicId, content: 'Hello!!' });
      await vi.waitFor(
        async () =>
          expect(await account(interlocutor.user.id)).toMatchObject({ pending: 0, available: 10 }),
        { timeout: 15_000, interval: 100 },
      );
      expect(await sumLedger(testApp.app.db, interlocutor.user.id, 'earnings_available')).toBe(10);
    } finally {
      await testApp.setSettings({ earning_hold_days: 7 });
    }
  });

  it('an instance that starts wakes at the next due time, a few seconds ahead, and releases then', async () => {
    const { ownerClient, topicId, interlocutor } = await matchedTopic();
    await ownerClient.post('/api/messages/create', { topic_id: topicId, content: 'Hello!!' });
    const dueAt = new Date(Date.now() + 2_000);
    await testApp.app.db
      .update(interlocutorEarnings)
      .set({ releaseAt: dueAt })
      .where(eq(interlocutorEarnings.userId, interlocutor.user.id));

    // A second instance on the same database: its release timer reads the due time.
    const second = await createTestApp({ database: testApp.database });
    try {
      await vi.waitFor(
        async () =>
          expect(await account(interlocutor.user.id)).toMatchObject({ pending: 0, available: 10 }),
        { timeout: 20_000, interval: 100 },
      );
      const [earning] = await testApp.app.db
        .select({ releasedAt: interlocutorEarnings.releasedAt })
        .from(interlocutorEarnings)
        .where(eq(interlocutorEarnings.userId, interlocutor.user.id));
      // Released at its due time, not before.
      expect(earning!.releasedAt!.getTime()).toBeGreaterThanOrEqual(dueAt.getTime());
    } finally {
      await second.close();
    }
  });
});
