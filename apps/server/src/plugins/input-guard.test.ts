import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, users } from '../db/schema';
import { makeTopic } from '../test/chat-testing';
import { createUser, signedInClient } from '../test/factories-testing';
import { TestClient } from '../test/test-client';
import { createTestApp, type TestApp } from '../test/test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('text with a NUL character', () => {
  it('answers 422 naming the field and stores nothing (POST /api/messages/create)', async () => {
    const owner = await createUser(testApp.app, { points: 100 });
    const topicId = await makeTopic(testApp.app, { ownerId: owner.id });
    const client = await signedInClient(testApp.app, owner);

    const res = await client.post('/api/messages/create', {
      topic_id: topicId,
      content: 'hi\u0000there',
    });

    expect(res.statusCode).toBe(422);
    expect(res.body).toMatchObject({
      status: 'ERROR',
      code: 'INVALID_CHARACTERS',
      message: 'The value is invalid.',
      errors: { content: ['The value is invalid.'] },
    });
    const stored = await testApp.app.db
      .select()
      .from(messages)
      .where(eq(messages.topicId, topicId));
    expect(stored).toHaveLength(0);
    const [row] = await testApp.app.db
      .select({ balance: users.balance })
      .from(users)
      .where(eq(users.id, owner.id));
    expect(row!.balance).toBe(100_00);
  });

  it('answers 422 for a sign-up name and creates no account (POST /api/register)', async () => {
    const email = `nul-${Date.now()}@example.com`;
    const res = await new TestClient(testApp.app).post('/api/register', {
      name: 'Eve\u0000',
      email,
      phone: '+4915112345678',
      password: 'Secret-Pass-42',
      password_confirmation: 'Secret-Pass-42',
    });
    expect(res.statusCode).toBe(422);
    expect(res.body.errors).toEqual({ name: ['The value is invalid.'] });
    const created = await testApp.app.db.select().from(users).where(eq(users.email, email));
    expect(created).toHaveLength(0);
  });

  it('answers 422 for a path value and a query value', async () => {
    const client = new TestClient(testApp.app);
    expect((await client.get('/api/static-pages/%00')).statusCode).toBe(422);
    expect((await client.get('/api/faq', { lang_id: 'a\u0000' })).statusCode).toBe(422);
  });
});
