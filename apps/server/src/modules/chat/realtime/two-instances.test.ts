import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signedInClient } from '../../../test/factories-testing';
import type { TestApp } from '../../../test/test-app';
import {
  hasSharedInfrastructure,
  startTwoInstances,
  type TwoInstances,
} from '../../../test/two-instances-testing';
import {
  browserHeaders,
  makeTopic,
  openSocket,
  wsUrl,
  type TestSocket,
} from '../../../test/chat-testing';

describe.runIf(hasSharedInfrastructure)(
  'two server instances on one PostgreSQL and one Redis',
  () => {
    let instanceA: TestApp;
    let instanceB: TestApp;
    let instances: TwoInstances | undefined;
    const sockets: TestSocket[] = [];

    beforeAll(async () => {
      instances = await startTwoInstances({ listen: { b: true } });
      ({ a: instanceA, b: instanceB } = instances);
    });
    afterAll(async () => {
      await Promise.all(sockets.map((socket) => socket.close()));
      await instances?.close();
    });

    it('delivers a message sent through instance A to a socket connected to instance B', async () => {
      const owner = await createUser(instanceA.app, { points: 10 });
      const guest = await createUser(instanceA.app, { points: 10 });
      const topicId = await makeTopic(instanceA.app, { ownerId: owner.id, guestId: guest.id });

      // The guest's browser talks to B; the owner's requests are served by A.
      const guestOnB = (await signedInClient(instanceA.app, guest)).sameBrowserOn(instanceB.app);
      const socket = await openSocket(wsUrl(instanceB.app), browserHeaders(guestOnB));
      sockets.push(socket);

      const ownerOnA = await signedInClient(instanceA.app, owner);
      const sent = await ownerOnA.post('/api/messages/create', {
        topic_id: topicId,
        content: 'across instances',
      });
      expect(sent.statusCode).toBe(200);
      const id = sent.payload<{ message: { id: number } }>().message.id;

      const event = await socket.next('message', (candidate) => candidate.message.id === id);
      expect(event.message).toMatchObject({ content: 'across instances', is_mine: false });

      // And typing from a socket on A reaches B too.
      const ownerSocket = await openSocket(
        wsUrl(await listening(instanceA)),
        browserHeaders(ownerOnA),
      );
      sockets.push(ownerSocket);
      ownerSocket.send({ type: 'typing', topic_id: topicId, is_typing: true });
      await expect(socket.next('typing')).resolves.toMatchObject({
        topic_id: topicId,
        is_typing: true,
      });
    });

    async function listening(instance: TestApp) {
      if (!instance.app.server.listening) await instance.app.listen({ port: 0, host: '127.0.0.1' });
      return instance.app;
    }
  },
);
