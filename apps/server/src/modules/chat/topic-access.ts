import type { Executor } from '../../db/client';
import { chatErrors } from './chat-errors';
import { roleIn, type TopicRole } from './present';
import { selectTopic, type TopicRow } from './topic-queries';

/** Authorization of the chat: who may see a topic, and who may read and write in it. */

export async function findTopicOrFail(
  db: Executor,
  topicId: number,
  lock?: 'update' | 'share',
): Promise<TopicRow> {
  const topic = await selectTopic(db, topicId, lock);
  if (!topic) throw chatErrors.topicNotFound();
  return topic;
}

/**
 * Open topics are listed in their room, so any signed-in user may see one (to join it);
 * a closed topic stays visible to its owner and guest only, and is "not found" for others.
 */
export function assertVisible(topic: TopicRow, userId: number): TopicRole {
  const role = roleIn(topic, userId);
  if (topic.isClosed && role === 'visitor') throw chatErrors.topicNotFound();
  return role;
}

/**
 * Only the owner and the guest of an open topic read and write its messages. Others get
 * 403 (the topic is listed anyway) or, for a closed topic, 404 as if it never existed.
 */
export function assertParticipant(
  topic: Pick<TopicRow, 'userId' | 'guestId' | 'isClosed'>,
  userId: number,
): 'owner' | 'guest' {
  const role = roleIn(topic, userId);
  if (topic.isClosed)
    throw role === 'visitor' ? chatErrors.topicNotFound() : chatErrors.topicClosed();
  if (role === 'visitor') throw chatErrors.notParticipant();
  return role;
}

/** The owner's open topic: the chat's usual 404 / 403 for others, "not the owner" for its guest. */
export async function findOwnedTopicOrFail(
  db: Executor,
  topicId: number,
  userId: number,
): Promise<TopicRow> {
  const topic = await findTopicOrFail(db, topicId);
  if (assertParticipant(topic, userId) !== 'owner') throw chatErrors.notOwner();
  return topic;
}
