import type { FastifyInstance } from 'fastify';
import { publishBalance } from '../ledger/publish-balance';
import { participantIds, publishToUsers } from './events';
import { presentMessage, type MessageTopic } from './present';
import type { MessageRow } from './message-rows';

/**
 * The one way a stored message reaches people: each participant's tabs get it presented for
 * them, the sender's tabs their new balance when it was charged, and the notifications learn
 * of it (for whoever is not looking) when someone besides its author sits in the topic.
 */
export async function publishSentMessage(
  app: FastifyInstance,
  sent: { topic: MessageTopic; row: MessageRow; lang: string },
  charged?: { userId: number; balanceCenti: number },
): Promise<void> {
  const { topic, row, lang } = sent;
  await Promise.all([
    publishToUsers(app, participantIds(topic), (recipient) => ({
      type: 'message',
      topic_id: topic.id,
      // The author holds a seat, so no name here depends on the recipient's language.
      message: presentMessage(row, topic, { userId: recipient, lang }),
    })),
    charged ? publishBalance(app, charged.userId, charged.balanceCenti) : undefined,
  ]);
  if (hasReader(topic, row)) {
    app.notices.announce({ kind: 'message', topicId: topic.id, messageId: row.id });
  }
}

/**
 * Whether anyone but the author could be told of the message: a system line or a message to
 * an empty seat (the owner writing alone, the companion's topics) reaches nobody, and the
 * notice would cost the notifications two reads of the message and its topic per send only
 * to find that out.
 */
function hasReader(topic: MessageTopic, row: MessageRow): boolean {
  if (row.senderKind === 'system') return false;
  return participantIds(topic).some((id) => id !== row.senderId);
}
