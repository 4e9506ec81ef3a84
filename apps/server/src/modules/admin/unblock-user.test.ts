import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signedInClient } from '../../test/factories-testing';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { TestClient } from '../../test/test-client';
import { makeTopic } from '../../test/chat-testing';

/** Instances remember whose a session is for a minute: only an announcement can make them forget. */
const env = { SESSION_CACHE_SECONDS: '60' };

/** A chat-blocked user whose instance remembers the block (their send was refused). */
async function blockedUserRemembered(
  admin: TestClient,
  user: { id: number; client: TestClient },
  topicId: number,
) {
  const blocked = await admin.post(`/api/admin/users/${user.id}/block`, {
    scope: 'chat',
    reason: 'Insults',
  });
  expect(blocked.statusCode).toBe(200);
  const refused = await user.client.post('/api/messages/create', {
    topic_id: topicId,
    content: 'hi',
  });
  expect(refused.body.code).toBe('CHAT_BLOCKED');
}

describe('POST /api/admin/users/:id/unblock', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ env });
  });
  afterAll(() => testApp.close());

  it('lets the user chat again at once, although the instance remembers their session', async () => {
    const admin = await signedInClient(
      testApp.app,
      await createUser(testApp.app, { role: 'admin' }),
    );
    const user = await createUser(testApp.app, { points: 50 });
    const asUser = await signedInClient(testApp.app, user);
    const topicId = await makeTopic(testApp.app, { ownerId: user.id });
    await blockedUserRemembered(admin, { id: user.id, client: asUser }, topicId);

    const unblocked = await admin.post(`/api/admin/users/${user.id}/unblock`, { reason: 'Appeal' });
    expect(unblocked.statusCode).toBe(200);
    const sent = await asUser.post('/api/messages/create', { topic_id: topicId, content: 'back' });
    expect(sent.statusCode).toBe(200);
  });
});

describe.runIf(Boolean(process.env.TEST_REDIS_URL))(
  'unblocking on one instance, chatting through another (one Redis)',
  () => {
    let instanceA: TestApp;
    let instanceB: TestApp;
    beforeAll(async () => {
      const shared = { ...env, REDIS_PREFIX: `parlor-test-${randomBytes(4).toString('hex')}:` };
      instanceA = await createTestApp({ env: shared });
      instanceB = await createTestApp({ env: shared, database: instanceA.database });
    });
    afterAll(async () => {
      await instanceB?.close();
      await instanceA?.close();
    });

    it('is seen at once by the instance that serves the user', async () => {
      const adminOnA = await signedInClient(
        instanceA.app,
        await createUser(instanceA.app, { role: 'admin' }),
      );
      const user = await createUser(instanceA.app, { points: 50 });
      const topicId = await makeTopic(instanceA.app, { ownerId: user.id });
      // One database: a session made through B is the user's browser talking to B.
      const userOnB = await signedInClient(instanceB.app, user);
      await blockedUserRemembered(adminOnA, { id: user.id, client: userOnB }, topicId);

      const unblocked = await adminOnA.post(`/api/admin/users/${user.id}/unblock`, {
        reason: 'Appeal',
      });
      expect(unblocked.statusCode).toBe(200);
      // The announcement is published before the unblock answers; B hears it within a round
      // trip of Redis. Polled, never timed: B would answer CHAT_BLOCKED for a minute otherwise.
      await expect
        .poll(
          async () =>
            (await userOnB.post('/api/messages/create', { topic_id: topicId, content: 'back' }))
              .statusCode,
          { timeout: 3000 },
        )
        .toBe(200);
    });
  },
);
