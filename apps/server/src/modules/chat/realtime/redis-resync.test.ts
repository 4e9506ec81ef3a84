import type { TMessage, TMessagesPage } from '@parlor/contracts';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectRedis } from '../../../redis';
import { createUser, signedInClient } from '../../../test/factories-testing';
import { killPubSubConnectionBehind } from '../../../test/redis-testing';
import { startTcpProxy, type TcpProxy } from '../../../test/tcp-proxy-stand-in';
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
import { closeCodes } from './connection';

const redisUrl = process.env.TEST_REDIS_URL;

/** The client's catch-up after a gap: everything stored after the last message it saw. */
function catchUpQuery(topicId: number, lastSeen: TMessage) {
  return { topic_id: topicId, after_seq: lastSeen.seq ?? 0 };
}

describe.runIf(hasSharedInfrastructure)(
  'a socket on an instance whose bus lost its Redis connection',
  () => {
    let direct: Redis;
    let proxy: TcpProxy;
    let instanceA: TestApp;
    let instanceB: TestApp;
    let instances: TwoInstances | undefined;
    const sockets: TestSocket[] = [];

    beforeAll(async () => {
      direct = await connectRedis(redisUrl!, '');
      // Instance B reaches Redis through a proxy this test stalls; A directly.
      proxy = await startTcpProxy(redisUrl!);
      instances = await startTwoInstances({ listen: { b: true }, redisUrlOfB: proxy.url });
      ({ a: instanceA, b: instanceB } = instances);
    });
    afterAll(async () => {
      await Promise.all(sockets.map((socket) => socket.close()));
      await instances?.close();
      await proxy?.close();
      direct?.disconnect();
    });

    it('gets `resync` once subscribed again, and its catch-up returns the message sent in the gap', async () => {
      const owner = await createUser(instanceA.app, { points: 10 });
      const guest = await createUser(instanceA.app, { points: 10 });
      const topicId = await makeTopic(instanceA.app, { ownerId: owner.id, guestId: guest.id });
      const ownerOnA = await signedInClient(instanceA.app, owner);
      // One database: a session made through B is the guest's browser talking to B.
      const guestOnB = await signedInClient(instanceB.app, guest);
      const socket = await openSocket(wsUrl(instanceB.app), browserHeaders(guestOnB));
      sockets.push(socket);

      const send = async (content: string) => {
        const sent = await ownerOnA.post('/api/messages/create', { topic_id: topicId, content });
        expect(sent.statusCode).toBe(200);
        return sent.payload<{ message: TMessage }>().message;
      };
      const before = await send('before the gap');
      const lastSeen = (await socket.next('message', (event) => event.message.id === before.id))
        .message;

      // B's subscriber connection is killed; the proxy holds its reconnection meanwhile.
      proxy.stall();
      await killPubSubConnectionBehind(direct, proxy);
      const during = await send('during the gap');
      proxy.resume();

      await socket.next('resync', undefined, 15_000);
      // The event itself was lost with the connection (at most once); the resync covers it.
      expect(
        socket.events.some((event) => event.type === 'message' && event.message.id === during.id),
      ).toBe(false);
      const caughtUp = await guestOnB.get('/api/messages/index', catchUpQuery(topicId, lastSeen));
      expect(caughtUp.statusCode).toBe(200);
      expect(caughtUp.payload<TMessagesPage>().data.map((message) => message.content)).toEqual([
        'during the gap',
      ]);

      // And the socket hears again.
      const after = await send('after the gap');
      await socket.next('message', (event) => event.message.id === after.id);
    });

    it('closes "try again later" when Redis stays away (the client polls meanwhile), and opens again once it is back', async () => {
      const user = await signedInClient(instanceB.app, await createUser(instanceA.app));
      const socket = await openSocket(wsUrl(instanceB.app), browserHeaders(user));
      sockets.push(socket);
      const closeCode = new Promise<number>((resolve) => socket.socket.once('close', resolve));

      proxy.cut();
      // After the grace period (10 s) of a lost connection.
      await expect(closeCode).resolves.toBe(closeCodes.busUnavailable);
      proxy.restore();
      const health = async () => (await user.get('/api/health')).payload<{ redis: string }>().redis;
      await expect.poll(health, { timeout: 15_000 }).toBe('ok');
      sockets.push(await openSocket(wsUrl(instanceB.app), browserHeaders(user)));
    }, 60_000);
  },
);
