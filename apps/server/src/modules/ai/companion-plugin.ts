import { randomUUID } from 'node:crypto';
import { setMaxListeners } from 'node:events';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAi, type AiProvider, type Moderator } from '../../adapters/ai';
import { loadTokenCounter, type TokenCounter } from '../../adapters/ai/token-counter';
import type { AiReplyJobRow } from '../../db/schema';
import { claimDueSummaries, type ClaimedSummary } from './memory-queries';
import { claimDueJobs } from './queries';
import { claimJobWithContext, type ReplyContextRead } from './reply-context-queries';
import { repliesCountedSince, replyReadSizes } from './load-reply-context';
import { messagesPerSummaryRun, runSummaryJob } from './run-summary';
import { publishReplyFrame, replyInProgress } from './reply-frames';
import { runReplyJob } from './run-reply';
import type { PendingReply } from './schedule-reply';

/** The companion as the rest of the server sees it. */
export interface Companion {
  readonly provider: AiProvider;
  readonly moderator: Moderator;
  /** After the message's transaction committed: shows "Writing..." and wakes up when due. */
  announce(pending: PendingReply | undefined): Promise<void>;
  /** Claims and runs every due job (also those of instances that died); answers how many ran. */
  sweep(): Promise<number>;
  /** Claims and runs every due topic summary (also a dead instance's); answers how many ran. */
  sweepSummaries(): Promise<number>;
  /** After a summary was asked for (committed): writes it now, on this instance if free. */
  wakeSummary(topicId: number): void;
  /** The configured model's tokenizer (loaded once). */
  tokenCounter(): Promise<TokenCounter>;
  /** Resolves when no job of this instance is running (tests, shutdown). */
  idle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    companion: Companion;
  }
}

/** How often every instance looks for due jobs nobody is waiting for (a dead instance's). */
const sweepIntervalMs = 5000;
/** Jobs one sweep claims at most. */
const sweepBatch = 20;
/**
 * Topic summaries one instance writes at once. They are background work (a reply asks for
 * one after its text is written); unbounded, 100 long conversations asked for 70 a second
 * and their statements and provider calls delayed the replies themselves.
 */
const maxRunningSummaries = 2;
/**
 * A retry's due time is written from this process's clock and compared with the database's:
 * its wake-up waits this much longer. A new reply's due time is the database's own
 * (transaction start + delay), already passed when a timer started after the commit fires.
 */
const clockToleranceMs = 5;
/** How long after listening the tokenizer is loaded ahead of the first reply. */
const tokenizerPreloadDelayMs = 2000;

async function companionPlugin(app: FastifyInstance) {
  const { provider, moderator } = await createAi(app.config.ai);
  const shutdown = new AbortController();
  // Every reply being written listens for shutdown: many at once are expected.
  setMaxListeners(0, shutdown.signal);
  const timers = new Map<number, NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  // Long enough for every try's timeout; a lapsed lease lets another instance take over.
  const leaseMs = app.config.ai.timeoutMs * 2 + 30_000;

  function track(work: Promise<void>) {
    const tracked = work
      .catch((error: unknown) => app.log.error({ err: error }, 'companion reply job failed'))
      .finally(() => running.delete(tracked));
    running.add(tracked);
  }

  function run(job: AiReplyJobRow, token: string, read?: NonNullable<ReplyContextRead>) {
    track(
      runReplyJob(
        app,
        { provider, moderator, signal: shutdown.signal, wake, retryIn },
        { job, token, read },
      ),
    );
  }

  /**
   * A job whose topic is known (a reply just scheduled): claimed and its context read in one
   * statement, one round trip before the provider is asked.
   */
  async function claimWithContext(jobId: number, topicId: number): Promise<void> {
    if (shutdown.signal.aborted) return;
    const token = randomUUID();
    const { pageSize } = replyReadSizes(app, await app.reference.settings());
    const claimed = await claimJobWithContext(app.db, {
      jobId,
      topicId,
      leaseMs,
      token,
      pageSize,
      since: repliesCountedSince(),
    });
    if (claimed) run(claimed.job, token, claimed.read);
  }

  async function claimAndRun(jobId: number | undefined, limit: number): Promise<number> {
    if (shutdown.signal.aborted) return 0;
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
    if (shutdown.signal.aborted) return;
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

  const tokenCounter = () => loadTokenCounter(app.config.ai.model);
  const summaryTimers = new Map<number, NodeJS.Timeout>();

  // Summaries wait their turn behind replies: at most `maxRunningSummaries` at once here
  // (slots are taken before the claim, so two claims at once cannot pass the bound); a due
  // one left waiting is claimed when one ends. Those waiting meanwhile fold later messages
  // in too (their target moves), so fewer provider calls summarise the same part.
  let summarySlotsTaken = 0;
  let hasWaitingSummaries = false;

  function runSummary(claimed: ClaimedSummary, token: string) {
    track(
      runSummaryJob(
        app,
        { provider, counter: tokenCounter, signal: shutdown.signal, wakeIn: wakeSummaryIn },
        { ...claimed, token },
      ).finally(() => {
        summarySlotsTaken -= 1;
        if (!hasWaitingSummaries) return;
        hasWaitingSummaries = false;
        track(claimSummaries(undefined, maxRunningSummaries).then(() => undefined));
      }),
    );
  }

  async function claimSummaries(topicId: number | undefined, limit: number): Promise<number> {
    if (shutdown.signal.aborted) return 0;
    const slots = Math.min(limit, maxRunningSummaries - summarySlotsTaken);
    if (slots <= 0) {
      hasWaitingSummaries = true;
      return 0;
    }
    summarySlotsTaken += slots;
    let rows: ClaimedSummary[] = [];
    const token = randomUUID();
    try {
      rows = await claimDueSummaries(app.db, {
        topicId,
        limit: slots,
        leaseMs,
        token,
        messageLimit: messagesPerSummaryRun,
      });
    } finally {
      summarySlotsTaken -= slots - rows.length;
    }
    // A full claim may have left more due ones: the next to end looks again.
    if (topicId === undefined && rows.length === slots) hasWaitingSummaries = true;
    for (const row of rows) runSummary(row, token);
    return rows.length;
  }

  function wakeSummaryIn(topicId: number, delayMs: number) {
    if (shutdown.signal.aborted) return;
    clearTimeout(summaryTimers.get(topicId));
    const timer = setTimeout(() => {
      summaryTimers.delete(topicId);
      claimSummaries(topicId, 1).catch((error: unknown) =>
        app.log.error({ err: error }, 'companion summary wake-up failed'),
      );
    }, delayMs);
    timer.unref();
    summaryTimers.set(topicId, timer);
  }

  const companion: Companion = {
    provider,
    moderator,
    sweepSummaries: () => claimSummaries(undefined, sweepBatch),
    wakeSummary: (topicId) => wakeSummaryIn(topicId, 0),
    tokenCounter,
    async announce(pending) {
      if (pending) wake(pending);
    },
    sweep: () => claimAndRun(undefined, sweepBatch),
    async idle() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
  app.decorate('companion', companion);
  app.schedule('companion-replies', sweepIntervalMs, async () => {
    await companion.sweep();
  });
  app.schedule('companion-summaries', sweepIntervalMs, async () => {
    await companion.sweepSummaries();
  });
  // The tokenizer's tables take a moment to load: not on the first reply's time, and not on
  // the start-up's either (loaded before the first request, they held /api/health back by a
  // few hundred milliseconds), so a moment after the server listens. A reply before that
  // loads them itself.
  let tokenizerPreload: NodeJS.Timeout | undefined;
  app.addHook('onListen', async () => {
    tokenizerPreload = setTimeout(() => {
      tokenCounter().catch((error: unknown) =>
        app.log.error({ err: error }, 'the tokenizer failed to load'),
      );
    }, tokenizerPreloadDelayMs);
    tokenizerPreload.unref();
  });

  app.addHook('onClose', async () => {
    clearTimeout(tokenizerPreload);
    shutdown.abort(new Error('server closing'));
    for (const timer of timers.values()) clearTimeout(timer);
    timers.clear();
    for (const timer of summaryTimers.values()) clearTimeout(timer);
    summaryTimers.clear();
    await companion.idle();
  });
}

export default fp(companionPlugin, {
  name: 'companion',
  dependencies: ['scheduler', 'reference-data'],
});
