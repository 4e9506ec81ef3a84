import { translate } from '@parlor/contracts/i18n';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { createUser, signedInClient, type TestUser } from '../../test/factories-testing';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeTopic } from '../../test/chat-testing';
import { sendPaidMessageInOneStatement } from './paid-send-statement';
import { paidSendOptionsOf } from './send-message';
import { storeSendInTransaction } from './store-send-in-transaction';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({
    settings: { message_symbol_cost: 0.1, repeat_message_limit: 2 },
  });
});
afterAll(() => testApp.close());

interface Case {
  name: string;
  /** Sets the refused send up: who sends what to which topic. */
  arrange(): Promise<{ sender: TestUser; topicId: number; content: string }>;
  code: string;
  status: number;
}

const person = (points = 50) => createUser(testApp.app, { points });

const cases: Case[] = [
  {
    name: 'a closed topic, to one who sat in it',
    code: 'TOPIC_CLOSED',
    status: 404,
    arrange: async () => {
      const owner = await person();
      const topicId = await makeTopic(testApp.app, { ownerId: owner.id, isClosed: true });
      return { sender: owner, topicId, content: 'Hello again' };
    },
  },
  {
    name: 'a closed topic, to a stranger',
    code: 'TOPIC_NOT_FOUND',
    status: 404,
    arrange: async () => {
      const owner = await person();
      const stranger = await person();
      const topicId = await makeTopic(testApp.app, { ownerId: owner.id, isClosed: true });
      return { sender: stranger, topicId, content: 'Hello there' };
    },
  },
  {
    name: 'an open topic, to one without a seat',
    code: 'NOT_PARTICIPANT',
    status: 403,
    arrange: async () => {
      const owner = await person();
      const stranger = await person();
      const topicId = await makeTopic(testApp.app, { ownerId: owner.id });
      return { sender: stranger, topicId, content: 'Let me in' };
    },
  },
  {
    name: 'rules not accepted',
    code: 'TERMS_NOT_ACCEPTED',
    status: 403,
    arrange: async () => {
      const owner = await person();
      const topicId = await makeTopic(testApp.app, { ownerId: owner.id, termsAccepted: false });
      return { sender: owner, topicId, content: 'Hello' };
    },
  },
  {
    name: 'the same text again',
    code: 'REPEATED_MESSAGE',
    status: 422,
    arrange: async () => {
      const owner = await person();
      const topicId = await makeTopic(testApp.app, { ownerId: owner.id, chatMode: 'human' });
      const client = await signedInClient(testApp.app, owner);
      const first = await client.post('/api/messages/create', {
        topic_id: topicId,
        content: 'Same words',
      });
      expect(first.statusCode).toBe(200);
      return { sender: owner, topicId, content: 'Same words' };
    },
  },
  {
    name: 'too few points',
    code: 'INSUFFICIENT_POINTS',
    status: 422,
    arrange: async () => {
      const owner = await person(0);
      const topicId = await makeTopic(testApp.app, { ownerId: owner.id, chatMode: 'human' });
      return { sender: owner, topicId, content: 'A message that costs something' };
    },
  },
];

async function storedIn(topicId: number): Promise<number> {
  return (await testApp.app.db.select().from(messages).where(eq(messages.topicId, topicId))).length;
}

describe('one send decision: both paths refuse alike', () => {
  it.each(cases)(
    '$name: the statement stores nothing, the transaction and the API answer $code',
    async (testCase) => {
      const { sender, topicId, content } = await testCase.arrange();
      const senderId = sender.id;
      const app = testApp.app;
      const settings = await app.reference.settings();
      const input = { userId: senderId, lang: 'en', topicId, content };
      const paid = paidSendOptionsOf(settings, input, 60_000);
      const before = await storedIn(topicId);

      // The one statement refuses by storing nothing (its caller then takes the transaction).
      expect(await sendPaidMessageInOneStatement(app, paid)).toBeUndefined();
      expect(await storedIn(topicId)).toBe(before);

      // The transaction, built from the same rules, says why.
      const refusal = await storeSendInTransaction(app, {
        input,
        paid,
        settings,
        safetySignal: null,
      }).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(refusal).toBeInstanceOf(AppError);
      expect(refusal).toMatchObject({ statusCode: testCase.status, code: testCase.code });

      // And the API answers the same code with the same words.
      const client = await signedInClient(app, sender);
      const answer = await client.post('/api/messages/create', { topic_id: topicId, content });
      expect(answer.statusCode).toBe(testCase.status);
      const body = answer.body as { code?: string; message?: string };
      expect(body.code).toBe(testCase.code);
      const error = refusal as AppError;
      expect(body.message).toBe(translate('en', error.messageKey, error.params));
      expect(await storedIn(topicId)).toBe(before);
    },
  );

  it('a send both allow: the statement stores it, paid, once', async () => {
    const owner = await person();
    const topicId = await makeTopic(testApp.app, { ownerId: owner.id, chatMode: 'human' });
    const settings = await testApp.app.reference.settings();
    const paid = paidSendOptionsOf(
      settings,
      { userId: owner.id, lang: 'en', topicId, content: 'Fine words' },
      60_000,
    );
    const sent = await sendPaidMessageInOneStatement(testApp.app, paid);
    expect(sent?.row).toMatchObject({ content: 'Fine words', cost: paid.costCenti });
    expect(await storedIn(topicId)).toBe(1);
  });
});
