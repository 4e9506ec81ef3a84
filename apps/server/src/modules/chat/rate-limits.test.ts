import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, users } from '../../db/schema';
import { createUser, signedInClient } from '../../test/factories-testing';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeTopic } from '../../test/chat-testing';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ env: { RATE_LIMIT_CHAT_MESSAGES: '3' } });
});
afterAll(() => testApp.close());

describe('POST /api/messages/create: the "No spam" guard', () => {
  it('answers 429 after RATE_LIMIT_CHAT_MESSAGES messages in 10 s, storing and charging nothing', async () => {
    const owner = await createUser(testApp.app, { points: 100 });
    const topicId = await makeTopic(testApp.app, { ownerId: owner.id });
    const client = await signedInClient(testApp.app, owner);

    for (let i = 0; i < 3; i += 1) {
      const sent = await client.post('/api/messages/create', {
        topic_id: topicId,
        content: `hello ${i}`,
      });
      expect(sent.statusCode).toBe(200);
    }
    const [before] = await testApp.app.db
      .select({ balance: users.balance })
      .from(users)
      .where(eq(users.id, owner.id));

    const refused = await client.post('/api/messages/create', {
      topic_id: topicId,
      content: 'one too many',
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toMatchObject({ status: 'ERROR', code: 'RATE_LIMITED' });
    expect(refused.body.message).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
    expect(refused.headers['retry-after']).toBeDefined();

    const stored = await testApp.app.db
      .select()
      .from(messages)
      .where(eq(messages.topicId, topicId));
    expect(stored).toHaveLength(3);
    const [after] = await testApp.app.db
      .select({ balance: users.balance })
      .from(users)
      .where(eq(users.id, owner.id));
    expect(after!.balance).toBe(before!.balance);
  });
});
