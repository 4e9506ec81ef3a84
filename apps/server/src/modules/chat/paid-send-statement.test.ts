import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiReplyJobs, ledgerEntries, messages, users } from '../../db/schema';
import { createUser } from '../../test/factories-testing';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sumLedger } from '../ledger/apply-balance-change';
import { makeTopic } from '../../test/chat-testing';
import { sendPaidMessageInOneStatement } from './paid-send-statement';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const reply = { lang: 'en', delayMs: 60_000 };
const repeatRule = { limit: 0, windowSeconds: 60 };

async function stateOf(userId: number, topicId: number) {
  const db = testApp.app.db;
  const [user] = await db
    .select({ balance: users.balance })
    .from(users)
    .where(eq(users.id, userId));
  return {
    balance: user!.balance,
    ledger: await sumLedger(db, userId),
    messages: (await db.select().from(messages).where(eq(messages.topicId, topicId))).length,
    jobs: (await db.select().from(aiReplyJobs).where(eq(aiReplyJobs.topicId, topicId))).length,
  };
}

describe('the one-statement paid send', () => {
  it('stores the message, the debit with its ledger row and the companion reply due, together', async () => {
    const owner = await createUser(testApp.app, { points: 10 });
    const topicId = await makeTopic(testApp.app, { ownerId: owner.id, chatMode: 'ai' });
    const sent = await sendPaidMessageInOneStatement(testApp.app, {
      topicId,
      senderId: owner.id,
      content: 'Hello',
      attachments: [],
      costCenti: 25,
      reply,
      repeatRule,
    });
    expect(sent).toMatchObject({
      topic: { id: topicId, userId: owner.id, guestId: null, companionName: 'Luna' },
      row: { topicId, senderId: owner.id, content: 'Hello', cost: 25 },
      balanceCenti: 975,
      job: { isRunning: false },
    });
    // The reply comes after the message it answers.
    expect(sent!.job!.messageId).toBeGreaterThan(sent!.row.id);
    const [entry] = await testApp.app.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reference, `message:${sent!.row.id}`));
    expect(entry).toMatchObject({ userId: owner.id, delta: -25, balanceAfter: 975 });
    expect(await stateOf(owner.id, topicId)).toEqual({
      balance: 975,
      ledger: 975,
      messages: 1,
      jobs: 1,
    });
  });

  it('schedules no reply in a human topic', async () => {
    const owner = await createUser(testApp.app, { points: 10 });
    const guest = await createUser(testApp.app, { points: 10 });
    const topicId = await makeTopic(testApp.app, { ownerId: owner.id, guestId: guest.id });
    const sent = await sendPaidMessageInOneStatement(testApp.app, {
      topicId,
      senderId: guest.id,
      content: 'Hi',
      attachments: [],
      costCenti: 10,
      reply,
      repeatRule,
    });
    expect(sent).toMatchObject({ balanceCenti: 990, job: null });
  });

  it.each([
    ['the balance is too low', { points: 0.1 }, {}, 'owner'],
    ['the topic is closed', { points: 10 }, { isClosed: true }, 'owner'],
    ['the sender has not accepted the rules', { points: 10 }, { termsAccepted: false }, 'owner'],
    ['the sender holds no seat', { points: 10 }, {}, 'stranger'],
  ] as const)(
    'writes nothing and answers undefined when %s',
    async (_case, account, topic, who) => {
      const owner = await createUser(testApp.app, account);
      const stranger = await createUser(testApp.app, account);
      const sender = who === 'owner' ? owner : stranger;
      const topicId = await makeTopic(testApp.app, { ownerId: owner.id, ...topic });
      const before = await stateOf(sender.id, topicId);
      const sent = await sendPaidMessageInOneStatement(testApp.app, {
        topicId,
        senderId: sender.id,
        content: 'Hello',
        attachments: [],
        costCenti: 25,
        reply,
        repeatRule,
      });
      expect(sent).toBeUndefined();
      expect(await stateOf(sender.id, topicId)).toEqual(before);
    },
  );
});
