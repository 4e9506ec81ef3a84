import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client';
import { participantIds, publishToUsers } from './events';
import { presentMessage, type MessageTopic } from './present';
import type { MessageRow } from './message-rows';
import type { TopicRow } from './topic-queries';
import { storeMessage } from './store-message';

/**
 * The system lines a seat change writes into the conversation. Stored as their message key
 * (through the one writer, so they keep their place and survive a reload) and shown in
 * each reader's language.
 */
export const seatLineKeys = {
  joined: 'chat.system.personJoined',
  left: 'chat.system.personLeft',
  removed: 'chat.system.personRemoved',
  searching: 'chat.system.searching',
  companionBack: 'chat.system.companionBack',
  nobodyFree: 'chat.system.nobodyFree',
  searchStopped: 'chat.system.searchStopped',
  safeAgain: 'chat.system.safeAgain',
} as const;
export type SeatLine = keyof typeof seatLineKeys;

/** Stores the lines in the caller's transaction, after its other writes (seq is the last lock). */
export async function storeSeatLines(
  tx: Executor,
  topicId: number,
  lines: SeatLine[],
): Promise<MessageRow[]> {
  const rows: MessageRow[] = [];
  for (const line of lines) {
    rows.push(
      await storeMessage(tx, {
        topicId,
        senderId: null,
        senderKind: 'system',
        content: seatLineKeys[line],
        cost: 0,
      }),
    );
  }
  return rows;
}

/** Pushes stored lines to the topic's participants (and `alsoTo`, e.g. a guest who just left). */
export async function publishSeatLines(
  app: FastifyInstance,
  topic: MessageTopic & Pick<TopicRow, 'guestId'>,
  rows: MessageRow[],
  { lang, alsoTo = [] }: { lang: string; alsoTo?: number[] },
): Promise<void> {
  for (const row of rows) {
    await publishToUsers(app, [...participantIds(topic), ...alsoTo], (recipient) => ({
      type: 'message',
      topic_id: topic.id,
      message: presentMessage(row, topic, { userId: recipient, lang }),
    }));
  }
}
