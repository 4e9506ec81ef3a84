import type { TInterlocutorConsole } from '@parlor/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signedInClient } from '../../test/factories-testing';
import { createTestApp, type TestApp } from '../../test/test-app';
import { type TestSocket } from '../../test/chat-testing';
import { goOnline, makeInterlocutor } from '../../test/interlocutor-testing';
import { selectAvailableInterlocutorIds, selectPresence } from './presence';

let testApp: TestApp;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  testApp = await createTestApp();
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.close()));
  await testApp.close();
});

describe('the online flag of an interlocutor', () => {
  it('is true only for the interlocutor whose socket is connected, in every place it is read', async () => {
    const connected = await makeInterlocutor(testApp.app, 'Here');
    const away = await makeInterlocutor(testApp.app, 'Away');
    // Both want offers; only one has a socket open.
    expect(
      (await away.client.post('/api/interlocutor/availability', { is_available: true })).statusCode,
    ).toBe(200);
    sockets.push(await goOnline(testApp.app, connected));

    const consoleOf = async (client: typeof connected.client) => {
      const response = await client.get('/api/interlocutor/console');
      expect(response.statusCode).toBe(200);
      return response.payload<TInterlocutorConsole>();
    };
    expect(await consoleOf(connected.client)).toMatchObject({
      is_available: true,
      is_online: true,
    });
    expect(await consoleOf(away.client)).toMatchObject({ is_available: true, is_online: false });

    expect(await selectPresence(testApp.app.db, away.user.id)).toEqual({
      isAvailable: true,
      isOnline: false,
    });
    const offeredTo = await selectAvailableInterlocutorIds(testApp.app.db, 0);
    expect(offeredTo).toContain(connected.user.id);
    expect(offeredTo).not.toContain(away.user.id);

    const admin = await signedInClient(
      testApp.app,
      await createUser(testApp.app, { role: 'admin' }),
    );
    const dashboard = await admin.get('/api/admin/dashboard');
    expect(dashboard.statusCode).toBe(200);
    // Interlocutors of other test files may be online too; this file's away one is not counted.
    expect(dashboard.payload<{ interlocutors_online: number }>().interlocutors_online).toBe(
      offeredTo.length,
    );
  });
});
