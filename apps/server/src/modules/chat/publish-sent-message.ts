import type { FastifyInstance } from 'fastify';
import { publishBalance } from '../ledger/publish-balance';
import { messageRecipientId, participantIds, publishToUsers } from './events';
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
  // A message nobody else could be told of (a system line, the owner writing to an empty
  // seat) is not announced: the notifications would read the message and its topic only to
  // find that out.
  if (messageRecipientId(topic, row) !== null) {
    app.notices.announce({ kind: 'message', topicId: topic.id, messageId: row.id });
  }
}
