import { translate } from '@parlor/contracts/i18n';
import type { FastifyInstance } from 'fastify';
import type { AiReplyJobRow } from '../../db/schema';
import { deleteJob, lockClaimedJob, updateJob } from './queries';
import { type ReplyContextRead } from './reply-context-queries';
import { loadReplyContext } from './load-reply-context';
import { publishReplyCancelled } from './reply-frames';
import { isAnsweredByCompanion } from './schedule-reply';
import { type ReplyRunDeps, produceReply } from './produce-reply';
import { storeOutcome } from './store-reply';

/** Tries per reply before the topic gets the "cannot answer" note. */
export const maxAttempts = 3;

/**
 * Runs one claimed reply job: drops it when the topic no longer talks to the companion
 * (closed, left, switched to `human`, or a person took the seat); otherwise produces and
 * stores the reply. A provider failure is retried with backoff, and the third ends in a
 * polite system note. Nothing here is ever charged.
 */
export async function runReplyJob(
  app: FastifyInstance,
  deps: ReplyRunDeps,
  { job, token, read }: { job: AiReplyJobRow; token: string; read?: NonNullable<ReplyContextRead> },
): Promise<void> {
  const context = await loadReplyContext(app, job, read);
  const { topic } = context;
  if (!topic || !isAnsweredByCompanion(topic, topic.userId)) {
    await app.db.transaction(async (tx) => {
      if (await lockClaimedJob(tx, job.id, token)) await deleteJob(tx, job.id);
    });
    if (topic) {
      await publishReplyCancelled(app, {
        ownerId: topic.userId,
        topicId: topic.id,
        companionName: topic.companionName,
      });
    }
    return;
  }

  const startedAt = new Date();
  try {
    const outcome = await produceReply(app, deps, { job, topic, context, startedAt });
    await storeOutcome(app, deps, { job, topic, token, outcome });
  } catch (error) {
    if (deps.signal.aborted) {
      // Shutting down: hand the job back untouched for the next instance to pick up.
      await updateJob(app.db, job.id, { lockedUntil: null, claimToken: null }).catch(
        () => undefined,
      );
      return;
    }
    const attempts = job.attempts + 1;
    app.log.warn({ err: error, topicId: topic.id, attempts }, 'companion reply failed');
    if (attempts >= maxAttempts) {
      await storeOutcome(app, deps, {
        job,
        topic,
        token,
        outcome: {
          content: translate(job.lang, 'ai.unavailable'),
          kind: 'system',
          isServerText: true,
        },
      });
      return;
    }
    const delayMs = app.config.ai.retryBackoffMs * 2 ** (attempts - 1);
    await app.db.transaction(async (tx) => {
      if (!(await lockClaimedJob(tx, job.id, token))) return;
      await updateJob(tx, job.id, {
        attempts,
        dueAt: new Date(Date.now() + delayMs),
        lockedUntil: null,
        claimToken: null,
      });
    });
    deps.retryIn(job.id, delayMs);
  }
}
