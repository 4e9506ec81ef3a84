import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client';
import { interlocutorPresence, interlocutorRequests, topics } from '../../db/schema';
import { participantIds, publishToUsers } from '../chat/events';
import { publishParticipants } from '../chat/join-topic';
import { releaseGuestSeat } from '../chat/seat-queries';
import { findTopicOrFail } from '../chat/topic-access';
import { isOnlineCondition } from './presence';
import {
  acceptedBy,
  moveRequest,
  selectInterlocutorNickname,
  type RequestRow,
} from './search-queries';
import { publishSearchState } from './search-events';

/**
 * Ends a matched interlocutor's conversation in one topic after their seat was freed:
 * the request is `ended`, the topic goes back to the AI, and the owner is told (and may
 * search again). Call after the seat was released (or with the release in `tx`).
 */
async function endRequest(tx: Executor, topicId: number, interlocutorId: number) {
  const [open] = await tx
    .select()
    .from(interlocutorRequests)
    .where(and(eq(interlocutorRequests.topicId, topicId), acceptedBy(interlocutorId)))
    .for('update');
  if (!open) return undefined;
  const ended = await moveRequest(tx, open.id, 'accepted', {
    status: 'ended',
    endedAt: new Date(),
  });
  await tx
    .update(topics)
    .set({ chatMode: 'ai', updatedAt: new Date() })
    .where(and(eq(topics.id, topicId), isNull(topics.guestId)));
  return ended;
}

async function announceEnded(
  app: FastifyInstance,
  request: RequestRow,
  { tellOwner = true }: { tellOwner?: boolean } = {},
) {
  const topic = await findTopicOrFail(app.db, request.topicId);
  if (tellOwner) await publishSearchState(app, request, 'ended');
  await publishToUsers(app, participantIds(topic), () => ({
    type: 'mode',
    topic_id: topic.id,
    chat_mode: topic.chatMode,
  }));
  if (request.acceptedBy !== null) {
    app.notices.announce({
      kind: 'seat',
      topicId: topic.id,
      ownerId: topic.userId,
      name: (await selectInterlocutorNickname(app.db, request.acceptedBy)) ?? '',
      change: 'left',
    });
  }
}

/**
 * The guest left the seat: end their matched conversation. Left on their own (`POST
 * /topics/leave`), the owner is told "Your interlocutor left"; removed by the owner
 * (`isRemovedByOwner`), the owner knows already and is told nothing of the kind.
 */
export async function onGuestLeft(
  app: FastifyInstance,
  topicId: number,
  guestId: number,
  { isRemovedByOwner = false }: { isRemovedByOwner?: boolean } = {},
) {
  const ended = await app.db.transaction((tx) => endRequest(tx, topicId, guestId));
  if (ended) await announceEnded(app, ended, { tellOwner: !isRemovedByOwner });
}

/**
 * Frees every seat an interlocutor holds as a matched interlocutor (they were blocked, or
 * gone longer than the grace period). Answers how many seats were freed.
 */
export async function releaseInterlocutorSeats(
  app: FastifyInstance,
  interlocutorId: number,
): Promise<number> {
  const held = await app.db
    .select({ topicId: interlocutorRequests.topicId })
    .from(interlocutorRequests)
    .where(acceptedBy(interlocutorId));
  let freed = 0;
  for (const { topicId } of held) {
    const ended = await app.db.transaction(async (tx) => {
      await releaseGuestSeat(tx, topicId, interlocutorId);
      return endRequest(tx, topicId, interlocutorId);
    });
    if (!ended) continue;
    freed += 1;
    const topic = await findTopicOrFail(app.db, topicId);
    await publishParticipants(app, topic, 'left', [interlocutorId]);
    await announceEnded(app, ended);
  }
  return freed;
}

/**
 * Frees the seats of matched interlocutors with no live socket for longer than
 * `interlocutor_grace_seconds` (closed tab, lost network). Safe on several instances.
 */
export async function freeAbandonedSeats(app: FastifyInstance): Promise<number> {
  const settings = await app.reference.settings();
  const cutoff = new Date(Date.now() - settings.interlocutor_grace_seconds * 1000);
  const gone = await app.db
    .selectDistinct({ userId: interlocutorRequests.acceptedBy })
    .from(interlocutorRequests)
    .leftJoin(
      interlocutorPresence,
      eq(interlocutorPresence.userId, interlocutorRequests.acceptedBy),
    )
    .where(
      and(
        eq(interlocutorRequests.status, 'accepted'),
        sql`(${interlocutorPresence.lastSeenAt} is null or ${lt(interlocutorPresence.lastSeenAt, cutoff)})`,
        sql`not ${isOnlineCondition(interlocutorRequests.acceptedBy)}`,
      ),
    );
  let freed = 0;
  for (const { userId } of gone) {
    if (userId !== null) freed += await releaseInterlocutorSeats(app, userId);
  }
  return freed;
}
