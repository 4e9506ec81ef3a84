import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AiProvider, Moderator } from '../../adapters/ai';
import type { AiReplyJobRow } from '../../db/schema';
import { repliesCountedSince, replyReadSizes } from './load-reply-context';
import { claimDueJobs } from './queries';
import { publishReplyFrame, replyInProgress } from './reply-frames';
import { claimJobWithContext, type ReplyContextRead } from './reply-context-queries';
import { runReplyJob } from './run-reply';
import type { PendingReply } from '../chat/ports';

/**
 * A retry's due time is written from this process's clock and compared with the database's:
 * its wake-up waits this much longer. A new reply's due time is the database's own
 * (transaction start + delay), already passed when a timer started after the commit fires.
 */
const clockToleranceMs = 5;

/** What the reply runner works with: the companion plugin's provider, lease and shutdown. */
export interface RunnerOptions {
  app: FastifyInstance;
  provider: AiProvider;
  moderator: Moderator;
  signal: AbortSignal;
  leaseMs: number;
  /** Keeps a running job until it ends (the plugin's `idle` waits for them). */
  track: (work: Promise<void>) => void;
}

/** Shows the owner "Writing..." for a reply scheduled to be written. */
function publishPlaceholder(app: FastifyInstance, pending: PendingReply) {
  void publishReplyFrame(
    app,
    pending.ownerId,
    replyInProgress({
      messageId: pending.messageId,
      topicId: pending.topicId,
      companionName: pending.companionName,
      content: '',
      startedAt: new Date(),
    }),
  );
}

/** This instance's reply jobs: claimed when due (a timer per job), run, retried, swept. */
export function createReplyRunner(options: RunnerOptions) {
  const { app, provider, moderator, signal, leaseMs, track } = options;
  const timers = new Map<number, NodeJS.Timeout>();

  function run(job: AiReplyJobRow, token: string, read?: NonNullable<ReplyContextRead>) {
    const deps = { provider, moderator, signal, wake, retryIn };
    track(runReplyJob(app, deps, { job, token, read }));
  }

  /**
   * A job whose topic is known (a reply just scheduled): claimed and its context read in one
   * statement, one round trip before the provider is asked.
   */
  async function claimWithContext(jobId: number, topicId: number): Promise<void> {
    if (signal.aborted) return;
    const token = randomUUID();
    const { pageSize } = replyReadSizes(app, await app.reference.settings());
    const since = repliesCountedSince();
    const claimed = await claimJobWithContext(app.db, {
      jobId,
      topicId,
      leaseMs,
      token,
      pageSize,
      since,
    });
    if (claimed) run(claimed.job, token, claimed.read);
  }

  async function claimAndRun(jobId: number | undefined, limit: number): Promise<number> {
    if (signal.aborted) return 0;
    const token = randomUUID();
    const jobs = await claimDueJobs(app.db, { jobId, limit, leaseMs, token });
    for (const job of jobs) run(job, token);
    return jobs.length;
  }

  function claimNow(jobId: number, topicId: number | undefined) {
    const claim =
      topicId === undefined
        ? claimAndRun(jobId, 1).then(() => undefined)
        : claimWithContext(jobId, topicId);
    claim.catch((error: unknown) => app.log.error({ err: error }, 'companion wake-up failed'));
  }

  function wakeIn(jobId: number, delayMs: number, topicId?: number) {
    if (signal.aborted) return;
    clearTimeout(timers.get(jobId));
    timers.delete(jobId);
    if (delayMs <= 0) return claimNow(jobId, topicId);
    const timer = setTimeout(() => {
      timers.delete(jobId);
      claimNow(jobId, topicId);
    }, delayMs);
    timer.unref();
    timers.set(jobId, timer);
  }

  function retryIn(jobId: number, delayMs: number) {
    wakeIn(jobId, delayMs + clockToleranceMs);
  }

  function wake(pending: PendingReply) {
    wakeIn(pending.jobId, pending.delayMs, pending.topicId);
    publishPlaceholder(app, pending);
  }

  return {
    wake,
    sweep: (limit: number) => claimAndRun(undefined, limit),
    stop() {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };
}
