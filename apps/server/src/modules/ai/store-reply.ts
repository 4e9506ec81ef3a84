import type { TStoredSettings } from '@parlor/contracts';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client';
import type { AiReplyJobRow } from '../../db/schema';
import { maskPrivateData } from '../chat/mask-private-data';
import { presentMessage } from '../chat/present';
import type { TopicRow } from '../chat/topic-queries';
import { reserveMessageId, storeMessage } from '../chat/store-message';
import { deleteJob, lockClaimedJob, storeReplyAndEndJob, updateJob } from './queries';
import { publishReplyFrame } from './reply-frames';
import { pendingOf, replyDelayMs, type PendingReply } from './schedule-reply';
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

/**
 * Stores the outcome as the message the placeholder announced, once: only while this claim
 * still holds the job. A follow-up (the owner wrote while it was being written) is
 * rescheduled in the same transaction. Publishes the stored message to the owner.
 */
export async function storeOutcome(
  app: FastifyInstance,
  deps: ReplyRunDeps,
  options: { job: AiReplyJobRow; topic: TopicRow; token: string; outcome: Outcome },
): Promise<void> {
  const { job, topic, token, outcome } = options;
  const content = outcome.isServerText ? outcome.content : maskPrivateData(outcome.content);
  // Usually nobody wrote meanwhile: one statement stores the reply and ends the job.
  const storedAlone = await storeReplyAndEndJob(app.db, {
    jobId: job.id,
    token,
    topicId: topic.id,
    kind: outcome.kind,
    content,
  });
  if (storedAlone) {
    await publishReplyFrame(
      app,
      topic.userId,
      presentMessage(storedAlone, topic, { userId: topic.userId, lang: job.lang }),
    );
    app.notices.announce({ kind: 'message', topicId: topic.id, messageId: storedAlone.id });
    return;
  }
  const settings = await app.reference.settings();
  const stored = await app.db.transaction(async (tx) => {
    const current = await lockClaimedJob(tx, job.id, token);
    if (!current) return undefined;
    // The job's row first; the reply's seq is the last lock (store-message.ts).
    const next = current.hasFollowUp
      ? await scheduleFollowUp(tx, { job, topic, settings })
      : await deleteJob(tx, job.id);
    const row = await storeMessage(tx, {
      id: current.messageId,
      topicId: topic.id,
      senderId: null,
      senderKind: outcome.kind,
      content,
      cost: 0,
    });
    return { row, next };
  });
  if (!stored) return;
  await publishReplyFrame(
    app,
    topic.userId,
    presentMessage(stored.row, topic, { userId: topic.userId, lang: job.lang }),
  );
  app.notices.announce({ kind: 'message', topicId: topic.id, messageId: stored.row.id });
  if (stored.next) deps.wake(stored.next);
}
