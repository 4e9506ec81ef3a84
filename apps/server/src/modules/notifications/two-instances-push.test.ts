import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interlocutorRequests } from '../../db/schema';
import { createUser, signedInClient } from '../../test/factories-testing';
import { startPushServiceStandIn, type PushServiceStandIn } from '../../test/push-service-stand-in';
import {
  hasSharedInfrastructure,
  startTwoInstances,
  type TwoInstances,
} from '../../test/two-instances-testing';
import { makeTopic } from '../../test/chat-testing';
import { makeInterlocutor } from '../../test/interlocutor-testing';

/** Two instances on one PostgreSQL and one Redis, like two processes of a deployment. */
describe.runIf(hasSharedInfrastructure)('push with two instances (PostgreSQL + Redis)', () => {
  let pair: TwoInstances;
  let pushService: PushServiceStandIn;

  beforeAll(async () => {
    pair = await startTwoInstances();
    pushService = await startPushServiceStandIn();
  });
  afterAll(async () => {
    await pair.close();
    await pushService.close();
  });

  const settle = async () => {
    for (const { app } of [pair.a, pair.b]) {
      await app.notices.idle();
      await app.pushWorker.idle();
    }
  };

  it('pushes a request to an interlocutor once, not once per instance, also when both sweep', async () => {
    const interlocutor = await makeInterlocutor(pair.a.app, 'Once');
    await interlocutor.client.post('/api/interlocutor/availability', { is_available: true });
    const device = pushService.subscribe();
    expect((await interlocutor.client.post('/api/push/subscriptions', device)).statusCode).toBe(
      200,
    );

    const owner = await createUser(pair.a.app, { points: 100 });
    // The owner's request is served by instance B.
    const ownerClient = (await signedInClient(pair.a.app, owner)).sameBrowserOn(pair.b.app);
    const topicId = await makeTopic(pair.a.app, { ownerId: owner.id });
    const asked = await ownerClient.post('/api/topics/update-chat-mode', {
      topic_id: topicId,
      chat_mode: 'human',
    });
    expect(asked.statusCode).toBe(200);
    // Both instances sweep for due messages at the same moment, while B sends its own.
    await Promise.all([pair.a.app.pushWorker.sweep(), pair.b.app.pushWorker.sweep(), settle()]);
    await settle();

    const offers = pushService
      .receivedBy(device)
      .filter((push) => (push.payload as { kind: string }).kind === 'offer');
    expect(offers).toHaveLength(1);
    await pair.a.app.db.execute(
      sql`update ${interlocutorRequests} set status = 'cancelled' where status = 'searching'`,
    );
  });
});
