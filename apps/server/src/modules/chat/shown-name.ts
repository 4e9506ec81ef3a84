import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { messages } from '../../db/schema';
import { ownerAlias } from './personas';
import type { TopicRow } from './topic-queries';

/**
 * The name a person went by in a topic for the other side, as the chat labelled them: the
 * owner under their alias, an interlocutor under the nickname they wrote with (also after
 * they left); null for a walk-in guest, whom the chat shows under the neutral label.
 */
export async function nameShownInTopic(
  db: Executor,
  topic: Pick<TopicRow, 'id' | 'userId' | 'guestId' | 'guestKind' | 'guestName' | 'companionName'>,
  personId: number,
): Promise<string | null> {
  if (personId === topic.userId) return ownerAlias(topic.id, topic.companionName);
  if (topic.guestId === personId && topic.guestKind === 'interlocutor' && topic.guestName) {
    return topic.guestName;
  }
  const [written] = await db
    .select({ name: messages.senderName })
    .from(messages)
    .where(
      and(
        eq(messages.topicId, topic.id),
        eq(messages.senderId, personId),
        eq(messages.senderKind, 'interlocutor'),
      ),
    )
    .orderBy(desc(messages.seq))
    .limit(1);
  return written?.name ?? null;
}
