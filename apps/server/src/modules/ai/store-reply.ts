import type { TStoredSettings } from '@parlor/contracts';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client';
import type { AiReplyJobRow, SenderKind } from '../../db/schema';
import { maskPrivateData } from '../chat/mask-private-data';
import type { MessageRow } from '../chat/message-rows';
import { publishSentMessage } from '../chat/publish-sent-message';
import type { TopicRow } from '../chat/topic-queries';
import { reserveMessageId, storeMessage } from '../chat/store-message';
import { deleteJob, lockClaimedJob, storeReplyAndEndJob, updateJob } from './queries';
import type { PendingReply } from '../chat/ports';
import { pendingOf, replyDelayMs } from './schedule-reply';
import type { ReplyRunDeps, Outcome } from './produce-reply';

/** How a reply is stored and reaches the owner, and the follow-up scheduled with it. */

/** The next reply, after the owner wrote while this one was being written: same job, new id. */
async function scheduleFollowUp(
  tx: Executor,
  options: { job: AiReplyJobRow; topic: TopicRow; settings: TStoredSettings },
): Promise<PendingReply> {
  const { job, topic, settings } = options;
  const delayMs = replyDelayMs(settings);
  const messageId = await reserveMessageId(tx);
  await updateJob(tx, job.id, {
    messageId,
    dueAt: new Date(Date.now() + delayMs),
    lockedUntil: null,
    claimToken: null,
    attempts: 0,
    hasFollowUp: false,
  });
  return pendingOf(job.id, topic, messageId, delayMs);
}

/** The reply as chat stores every message (store-message.ts): no sender, never charged. */
type ReplyMessage = { topicId: number; senderKind: SenderKind; content: string };

/**
 * Stores the reply as the message the placeholder announced, once: only while this claim
 * still holds the job. Usually nobody wrote meanwhile and one statement stores it and ends the
 * job; otherwise the job is locked first, and a follow-up (the owner wrote while the reply was
 * being written) is rescheduled in the same transaction. Answers the stored row and the
 * follow-up, or undefined when the claim was lost.
 */
async function storeReply(
  app: FastifyInstance,
  options: { job: AiReplyJobRow; topic: TopicRow; token: string; message: ReplyMessage },
): Promise<{ row: MessageRow; next?: PendingReply } | undefined> {
  const { job, topic, token, message } = options;
  const row = await storeReplyAndEndJob(app.db, { jobId: job.id, token, ...message });
  if (row) return { row };
  const settings = await app.reference.settings();
  return app.db.transaction(async (tx) => {
    const current = await lockClaimedJob(tx, job.id, token);
    if (!current) return undefined;
    // The job's row first; the reply's seq is the last lock (store-message.ts).
    let next: PendingReply | undefined;
    if (current.hasFollowUp) next = await scheduleFollowUp(tx, { job, topic, settings });
    else await deleteJob(tx, job.id);
    const stored = await storeMessage(tx, {
      id: current.messageId,
      senderId: null,
      cost: 0,
      ...message,
    });
    return { row: stored, next };
  });
}

/**
 * Stores the outcome (storeReply) and publishes it the way every stored message reaches
 * people (publish-sent-message.ts): the topic's participants — its owner, since nobody sits in
 * the guest seat while the companion answers — and the notices. Then wakes the follow-up.
 */
export async function storeOutcome(
  app: FastifyInstance,
  deps: ReplyRunDeps,
  options: { job: AiReplyJobRow; topic: TopicRow; token: string; outcome: Outcome },
): Promise<void> {
  const { job, topic, token, outcome } = options;
  const content = outcome.isServerText ? outcome.content : maskPrivateData(outcome.content);
  const message = { topicId: topic.id, senderKind: outcome.kind, content };
  const stored = await storeReply(app, { job, topic, token, message });
  if (!stored) return;
  await publishSentMessage(app, { topic, row: stored.row, lang: job.lang });
  if (stored.next) deps.wake(stored.next);
}
