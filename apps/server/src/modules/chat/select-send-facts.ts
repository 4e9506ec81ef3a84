import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rooms, topics, users } from '../../db/schema';
import { topicWithRoom } from './topic-queries';
import type { RepeatRule } from './repeated-send';
import { sendFactColumns, sendRuleValuesOf } from './send-rules';

/**
 * The full transaction's read of a send: the topic, share-locked so that it cannot close or
 * change hands until the message is in, with every send rule (send-rules.ts) as a column.
 */
export async function selectSendFacts(
  db: Executor,
  options: { topicId: number; senderId: number; content: string; repeatRule: RepeatRule },
) {
  const [row] = await db
    // The facts as a nested object: the same columns, after the topic's, read apart.
    .select({ ...topicWithRoom, facts: sendFactColumns(sendRuleValuesOf(options)) })
    .from(topics)
    .innerJoin(rooms, eq(rooms.id, topics.roomId))
    .innerJoin(users, eq(users.id, topics.userId))
    .where(eq(topics.id, options.topicId))
    .for('share', { of: topics });
  if (!row) return undefined;
  const { facts, ...topic } = row;
  return { topic, facts };
}
