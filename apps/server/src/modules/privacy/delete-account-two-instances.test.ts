import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTokenOf, createUser, signedInClient } from '../../test/factories-testing';
import { TestClient } from '../../test/test-client';
import {
  hasSharedInfrastructure,
  startTwoInstances,
  type TwoInstances,
} from '../../test/two-instances-testing';
import {
  browserHeaders,
  makeTopic,
  openSocket,
  wsUrl,
  type TestSocket,
} from '../../test/chat-testing';
import { closeCodes } from '../chat/realtime/connection';
import { deletionToken } from '../../test/delete-account-testing';

describe.runIf(hasSharedInfrastructure)('account deletion across two instances', () => {
  let instances: TwoInstances;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    instances = await startTwoInstances({ listen: { b: true } });
  });
  afterAll(async () => {
    await Promise.all(sockets.map((socket) => socket.close()));
    await instances.close();
  });

  it("ends the person's sessions, tokens and sockets on the other instance; the partner there is told", async () => {
    const { a, b } = instances;
    const person = await createUser(a.app, { points: 10 });
    const partner = await createUser(a.app, { points: 10 });
    const topicId = await makeTopic(a.app, { ownerId: partner.id, guestId: person.id });

    const browserOnA = await signedInClient(a.app, person);
    const browserOnB = browserOnA.sameBrowserOn(b.app);
    const bearerOnB = TestClient.bearer(b.app, await apiTokenOf(a.app, person));
    // B remembers both credentials before the deletion (its credential cache is warm).
    expect((await browserOnB.get('/api/user/profile')).statusCode).toBe(200);
    expect((await bearerOnB.get('/api/user/profile')).statusCode).toBe(200);
    const personSocket = await openSocket(wsUrl(b.app), browserHeaders(browserOnB));
    const partnerSocket = await openSocket(
      wsUrl(b.app),
      browserHeaders((await signedInClient(a.app, partner)).sameBrowserOn(b.app)),
    );
    sockets.push(personSocket, partnerSocket);
    const closed = new Promise<number>((resolve) => personSocket.socket.once('close', resolve));

    const token = await deletionToken(a.app, browserOnA, person);
    expect(
      (await new TestClient(a.app).post('/api/user/delete/confirm', { token })).statusCode,
    ).toBe(200);

    await expect(closed).resolves.toBe(closeCodes.unauthenticated);
    expect((await browserOnB.get('/api/user/profile')).statusCode).toBe(401);
    expect((await bearerOnB.get('/api/user/profile')).statusCode).toBe(401);
    const left = await partnerSocket.next(
      'message',
      (event) => event.topic_id === topicId && event.message.content === 'The person left.',
    );
    expect(left.message.is_mine).toBe(false);
  });
});
