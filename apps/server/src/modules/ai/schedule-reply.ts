import type { TStoredSettings } from '@parlor/contracts';
import type { Executor } from '../../db/client';
import type { PendingReply } from '../chat/ports';
import type { TopicRow } from '../chat/topic-queries';
import { upsertJobOfTopic } from './queries';

/** A random delay between the settings' bounds (seconds), as read now. */
export function replyDelayMs(
  settings: TStoredSettings,
  random: () => number = Math.random,
): number {
  const min = Math.max(0, settings.bot_reply_interval_min);
  const max = Math.max(min, settings.bot_reply_interval_max);
  return Math.round((min + random() * (max - min)) * 1000);
}

/** Only the owner of an open `ai` topic with a free guest seat is answered by the companion. */
export function isAnsweredByCompanion(
  topic: Pick<TopicRow, 'isClosed' | 'chatMode' | 'guestId' | 'userId'>,
  senderId: number,
): boolean {
  return (
    !topic.isClosed &&
    topic.chatMode === 'ai' &&
    topic.guestId === null &&
    senderId === topic.userId
  );
}

/**
 * Schedules the companion's reply to a message, in the transaction that stores it, so the
 * reply is as durable as the message. One pending reply per topic: a second message before
 * it runs moves it (new delay, new position after that message) and one reply answers both;
 * a message while it is being written is answered by one more reply after it.
 * Answers the pending reply to announce once committed, or undefined.
 */
export async function scheduleCompanionReply(
  tx: Executor,
  options: { topic: TopicRow; senderId: number; lang: string; settings: TStoredSettings },
): Promise<PendingReply | undefined> {
  const { topic, senderId, lang, settings } = options;
  if (!isAnsweredByCompanion(topic, senderId)) return undefined;
  const delayMs = replyDelayMs(settings);
  const job = await upsertJobOfTopic(tx, { topicId: topic.id, lang, delayMs });
  return job.isRunning ? undefined : pendingOf(job.id, topic, job.messageId, delayMs);
}

/** The pending reply of a job just scheduled for a message in the topic. */
export function pendingOf(
  jobId: number,
  topic: Pick<TopicRow, 'id' | 'userId' | 'companionName'>,
  messageId: number,
  delayMs: number,
): PendingReply {
  return {
    jobId,
    topicId: topic.id,
    ownerId: topic.userId,
    companionName: topic.companionName,
    messageId,
    delayMs,
  };
}
