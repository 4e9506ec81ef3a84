import { centiToPoints } from '@parlor/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema';
import { presentMessage } from './present';
import { selectTopic } from './topic-queries';
import type { SentMessage } from './send-types';
import { selectMessageByClientKey } from './store-message';

interface FirstSendQuery {
  userId: number;
  lang: string;
  clientKey: string;
}

/**
 * The answer to a send whose client key the sender already used: the message stored then
 * (as the sender sees it now) and their balance now. Nothing is stored or charged again.
 * Undefined when the key is new.
 */
export async function firstSendOf(
  app: FastifyInstance,
  { userId, lang, clientKey }: FirstSendQuery,
): Promise<SentMessage | undefined> {
  const row = await selectMessageByClientKey(app.db, { senderId: userId, clientKey });
  if (!row) return undefined;
  const [topic, [account]] = await Promise.all([
    selectTopic(app.db, row.topicId),
    app.db.select({ balance: users.balance }).from(users).where(eq(users.id, userId)),
  ]);
  // A message outlives neither its topic nor its sender (both cascade).
  if (!topic || !account) return undefined;
  return {
    message: presentMessage(row, topic, { userId, lang }),
    balance: centiToPoints(account.balance),
    isReplay: true,
  };
}

/** firstSendOf, after the database refused a copy of the send for its key: it must exist. */
export async function answerFirstSend(
  app: FastifyInstance,
  query: FirstSendQuery,
): Promise<SentMessage> {
  const first = await firstSendOf(app, query);
  if (!first) throw new Error('a send was refused for its client key, but no message has it');
  return first;
}
