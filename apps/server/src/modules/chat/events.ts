import type { TRealtimeEvent } from '@parlor/contracts';
import type { FastifyInstance } from 'fastify';
import type { TopicRow } from './topic-queries';
import { userChannel } from '../../adapters/bus/channels';

/** The users a topic's events go to: its owner and, when the seat is taken, its guest. */
export function participantIds(topic: Pick<TopicRow, 'userId' | 'guestId'>): number[] {
  return topic.guestId === null ? [topic.userId] : [topic.userId, topic.guestId];
}

/**
 * Who a message is for besides its author, to be told of it when not looking: the guest for
 * the owner's message, the owner for everyone else's (the guest's, the companion's); null for
 * a system line, or when that seat is empty.
 */
export function messageRecipientId(
  topic: Pick<TopicRow, 'userId' | 'guestId'>,
  message: { senderKind: string; senderId: number | null },
): number | null {
  if (message.senderKind === 'system') return null;
  const isFromOwner = message.senderKind === 'user' && message.senderId === topic.userId;
  const recipientId = isFromOwner ? topic.guestId : topic.userId;
  return recipientId === message.senderId ? null : recipientId;
}

/**
 * Publishes an event, presented for each recipient, to their user channels. The change it
 * reports is already committed, so a bus failure is logged, never thrown: clients catch up
 * by fetching after their last message id.
 */
export async function publishToUsers(
  app: FastifyInstance,
  userIds: number[],
  build: (userId: number) => TRealtimeEvent,
): Promise<void> {
  await Promise.all(
    [...new Set(userIds)].map((userId) =>
      app.bus
        .publish(userChannel(userId), build(userId))
        .catch((error: unknown) =>
          app.log.error({ err: error, userId }, 'realtime publish failed'),
        ),
    ),
  );
}
