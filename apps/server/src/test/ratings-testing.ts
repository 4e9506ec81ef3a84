import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { interlocutorRequests, topics } from '../db/schema';
import { createUser, signedInClient } from './factories-testing';
import type { TestClient } from './test-client';
import { makeTopic } from './chat-testing';

/** Sends distinct messages (the same text three times in a row would be refused). */
export async function say(client: TestClient, topicId: number, count: number, word = 'line') {
  for (let index = 0; index < count; index += 1) {
    const response = await client.post('/api/messages/create', {
      topic_id: topicId,
      content: `${word} ${index + 1}`,
    });
    expect(response.statusCode, response.text).toBe(200);
  }
}

/**
 * A topic whose seat an approved interlocutor holds after accepting the owner's request (their
 * messages are stored as the interlocutor's, under their nickname), the owner signed in.
 */
export async function seatedInterlocutor(
  app: FastifyInstance,
  interlocutor: { user: { id: number }; client: TestClient; nickname: string },
) {
  const owner = await createUser(app, { points: 200 });
  const topicId = await makeTopic(app, { ownerId: owner.id, guestId: interlocutor.user.id });
  await app.db
    .update(topics)
    .set({ guestKind: 'interlocutor', guestName: interlocutor.nickname })
    .where(eq(topics.id, topicId));
  // As accepting the owner's request leaves it: offered a minute ago, accepted now.
  await app.db.insert(interlocutorRequests).values({
    topicId,
    ownerId: owner.id,
    status: 'accepted',
    acceptedBy: interlocutor.user.id,
    createdAt: new Date(Date.now() - 60_000),
    deadlineAt: new Date(Date.now() + 60_000),
    resolvedAt: new Date(),
  });
  return { owner, ownerClient: await signedInClient(app, owner), topicId };
}

/** Owner and interlocutor talk (`each` messages a side), then the interlocutor leaves. */
export async function talkedAndLeft(
  app: FastifyInstance,
  interlocutor: { user: { id: number }; client: TestClient; nickname: string },
  each = 3,
) {
  const seated = await seatedInterlocutor(app, interlocutor);
  await say(seated.ownerClient, seated.topicId, each, 'owner says');
  await say(interlocutor.client, seated.topicId, each, 'interlocutor says');
  const left = await interlocutor.client.post('/api/topics/leave', { topic_id: seated.topicId });
  expect(left.statusCode, left.text).toBe(200);
  return seated;
}
