import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { interlocutorApplications, interlocutorSockets } from '../db/schema';
import { createUser, signedInClient, type TestUser } from './factories-testing';
import type { TestClient } from './test-client';
import { browserHeaders, openSocket, wsUrl, type TestSocket } from './chat-testing';
import { selectPresence } from '../modules/interlocutors/presence';

/** An approved interlocutor with the nickname of their application, signed in. */
export async function makeInterlocutor(
  app: FastifyInstance,
  nickname = 'Sunny',
): Promise<{ user: TestUser; client: TestClient }> {
  const user = await createUser(app, { interlocutor: true });
  await app.db.insert(interlocutorApplications).values({
    userId: user.id,
    nickname,
    email: user.email,
    experience: 'Years of listening',
    interests: 'People',
    helpDescription: 'Company at night',
    status: 'approved',
    reviewedAt: new Date(),
  });
  return { user, client: await signedInClient(app, user) };
}

/** Polls until `check` holds (database state written after an event), or fails. */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 5000) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('condition did not hold in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * The interlocutor switches "Available for chats" on and opens a socket (on `socketApp`,
 * another instance if given); resolves once they count as online.
 */
export async function goOnline(
  app: FastifyInstance,
  interlocutor: { user: TestUser; client: TestClient },
  socketApp: FastifyInstance = app,
  socketClient: TestClient = interlocutor.client,
): Promise<TestSocket> {
  const res = await interlocutor.client.post('/api/interlocutor/availability', {
    is_available: true,
  });
  expect(res.statusCode).toBe(200);
  const socket = await openSocket(wsUrl(socketApp), browserHeaders(socketClient));
  await eventually(async () => (await selectPresence(app.db, interlocutor.user.id)).isOnline);
  return socket;
}

/** Resolves once no instance holds a socket of the user any more. */
export async function waitOffline(app: FastifyInstance, userId: number) {
  await eventually(async () => {
    const rows = await app.db
      .select()
      .from(interlocutorSockets)
      .where(eq(interlocutorSockets.userId, userId));
    return rows.length === 0;
  });
}
