import type { TMessage, TMessagesPage } from '@parlor/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTokenOf, createUser } from '../../../test/factories-testing';
import { nginxBinary, startNginx, type Nginx } from '../../../test/nginx-testing';
import { request } from '../../../test/server-process-testing';
import type { TestApp } from '../../../test/test-app';
import {
  hasSharedInfrastructure,
  startTwoInstances,
  type TwoInstances,
} from '../../../test/two-instances-testing';
import { makeTopic, openSocket, type TestSocket } from '../../../test/chat-testing';

/** nginx connects to the instances from this address; clients come from 127.0.0.1 (or .3, .4). */
const proxyAddress = '127.0.0.2';

/**
 * Behind a load balancer: nginx (the README's set-up) in front of two instances sharing PostgreSQL
 * and Redis, round robin, no sticky sessions, TRUST_PROXY set to nginx's address.
 */
describe.runIf(hasSharedInfrastructure && nginxBinary !== undefined)(
  // Skipped without nginx (Debian's package; CI installs it) or without TEST_DATABASE_URL and
  // TEST_REDIS_URL (two instances need a database and a Redis to share).
  'two instances behind nginx',
  () => {
    let instances: TwoInstances | undefined;
    let nginx: Nginx | undefined;
    const sockets: TestSocket[] = [];
    /** What each instance was asked (HTTP request lines, WebSocket upgrades). */
    const seen = { a: [] as string[], b: [] as string[] };

    const follow = (name: 'a' | 'b', instance: TestApp) => {
      instance.app.server.on('request', (incoming: { url?: string }) =>
        seen[name].push(`http ${incoming.url}`),
      );
      instance.app.server.on('upgrade', () => seen[name].push('upgrade'));
    };
    const portOf = (instance: TestApp) => (instance.app.server.address() as { port: number }).port;

    beforeAll(async () => {
      instances = await startTwoInstances({
        listen: { a: true, b: true },
        env: {
          TRUST_PROXY: proxyAddress,
          RATE_LIMIT_LOGIN_PER_IP: '3',
          RATE_LIMIT_LOGIN_PER_ACCOUNT: '50',
        },
      });
      follow('a', instances.a);
      follow('b', instances.b);
      nginx = await startNginx({
        upstreamPorts: [portOf(instances.a), portOf(instances.b)],
        proxyBind: proxyAddress,
      });
    });
    afterAll(async () => {
      await Promise.all(sockets.map((socket) => socket.close()));
      await nginx?.stop();
      await instances?.close();
    });

    /** A socket through nginx that landed on instance `on` (round robin: a few tries). */
    async function socketOn(on: 'a' | 'b', token: string): Promise<TestSocket> {
      for (let attempt = 0; attempt < 6; attempt += 1) {
        const before = seen[on].filter((line) => line === 'upgrade').length;
        const socket = await openSocket(`ws://127.0.0.1:${nginx!.port}/api/ws`, {
          authorization: `Bearer ${token}`,
        });
        sockets.push(socket);
        if (seen[on].filter((line) => line === 'upgrade').length > before) return socket;
        await socket.close();
      }
      throw new Error(`no socket through nginx reached instance ${on}`);
    }

    async function send(token: string, topicId: number, content: string): Promise<TMessage> {
      const answer = await request(`${nginx!.url}/api/messages/create`, {
        headers: { authorization: `Bearer ${token}` },
        json: { topic_id: topicId, content },
      });
      expect(answer.statusCode, nginx!.errorLog()).toBe(200);
      return (JSON.parse(answer.body) as { payload: { message: TMessage } }).payload.message;
    }

    it('carries a conversation between sockets on different instances, and a client reconnects to the other instance when its first one stops', async () => {
      const app = instances!.a.app;
      const owner = await createUser(app, { points: 10 });
      const guest = await createUser(app, { points: 10 });
      const topicId = await makeTopic(app, { ownerId: owner.id, guestId: guest.id });
      const ownerToken = await apiTokenOf(app, owner);
      const guestToken = await apiTokenOf(app, guest);
      const ownerSocket = await socketOn('b', ownerToken);
      const guestSocket = await socketOn('a', guestToken);

      // Whichever instance nginx gives a send to, one of the two sockets is on the other.
      const question = await send(ownerToken, topicId, 'hello from the owner');
      await guestSocket.next('message', (event) => event.message.id === question.id, 10_000);
      await ownerSocket.next('message', (event) => event.message.id === question.id, 10_000);
      const answer = await send(guestToken, topicId, 'hello from the guest');
      await ownerSocket.next('message', (event) => event.message.id === answer.id, 10_000);
      await guestSocket.next('message', (event) => event.message.id === answer.id, 10_000);
      expect(seen.a.some((line) => line.startsWith('http /api/messages/create'))).toBe(true);
      expect(seen.b.some((line) => line.startsWith('http /api/messages/create'))).toBe(true);

      // Instance A (the guest's) stops; the guest connects again through nginx and lands on B.
      const guestClosed = new Promise((resolve) => guestSocket.socket.once('close', resolve));
      await instances!.restartA(async () => {
        await guestClosed;
        const inTheGap = await send(ownerToken, topicId, 'while the guest reconnects');
        const upgradesOfB = seen.b.filter((line) => line === 'upgrade').length;
        const again = await openSocket(`ws://127.0.0.1:${nginx!.port}/api/ws`, {
          authorization: `Bearer ${guestToken}`,
        });
        sockets.push(again);
        expect(seen.b.filter((line) => line === 'upgrade').length).toBe(upgradesOfB + 1);
        // After `ready` the client catches up, as the web client does.
        const caughtUp = await request(
          `${nginx!.url}/api/messages/index?topic_id=${topicId}&after_seq=${answer.seq ?? 0}`,
          { headers: { authorization: `Bearer ${guestToken}` } },
        );
        expect(caughtUp.statusCode).toBe(200);
        const page = (JSON.parse(caughtUp.body) as { payload: TMessagesPage }).payload;
        expect(page.data.map((message) => message.id)).toEqual([inTheGap.id]);
        const after = await send(ownerToken, topicId, 'after the reconnect');
        await again.next('message', (event) => event.message.id === after.id, 10_000);
      });
    }, 120_000);

    it('trusts X-Forwarded-For from nginx only: forged addresses count as the sender’s own', async () => {
      const login = (url: string, attempt: number, localAddress: string) =>
        request(`${url}/api/login`, {
          localAddress,
          // A different forged address every time: were it believed, no limit would bite.
          headers: { 'x-forwarded-for': `198.51.100.${attempt + 1}` },
          json: { email: `nobody-${attempt}@example.com`, password: 'Wrong-Pass-1' },
        }).then((answer) => answer.statusCode);
      const attempts = async (url: string, localAddress: string) => {
        const codes = [];
        for (let attempt = 0; attempt < 4; attempt += 1) {
          codes.push(await login(url, attempt, localAddress));
        }
        return codes;
      };

      // Straight to an instance: the forged header is ignored, 127.0.0.1 is limited.
      const direct = `http://127.0.0.1:${portOf(instances!.b)}`;
      expect(await attempts(direct, '127.0.0.1')).toEqual([422, 422, 422, 429]);
      // Through nginx: the address nginx saw counts (nginx appends it), not the forged one.
      expect(await attempts(nginx!.url, '127.0.0.3')).toEqual([422, 422, 422, 429]);
      // Another client through the same nginx has an allowance of its own.
      expect(await login(nginx!.url, 0, '127.0.0.4')).toBe(422);
    }, 60_000);
  },
);
