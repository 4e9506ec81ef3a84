import { randomUUID } from 'node:crypto';
import type { TokenCounter } from '../../adapters/ai/token-counter';
import { claimDueSummaries, type ClaimedSummary } from './memory-queries';
import type { RunnerOptions } from './reply-runner';
import { messagesPerSummaryRun, runSummaryJob } from './run-summary';

/**
 * Topic summaries one instance writes at once. They are background work (a reply asks for
 * one after its text is written); unbounded, 100 long conversations asked for 70 a second
 * and their statements and provider calls delayed the replies themselves.
 */
export const maxRunningSummaries = 2;

/**
 * This instance's topic summaries. They wait their turn behind replies: at most
 * `maxRunningSummaries` at once here (slots are taken before the claim, so two claims at once
 * cannot pass the bound); a due one left waiting is claimed when one ends. Those waiting
 * meanwhile fold later messages in too (their target moves), so fewer provider calls
 * summarise the same part.
 */
export function createSummaryRunner(
  options: Omit<RunnerOptions, 'moderator'> & { tokenCounter: () => Promise<TokenCounter> },
) {
  const { app, provider, signal, leaseMs, track, tokenCounter } = options;
  const summaryTimers = new Map<number, NodeJS.Timeout>();
  let summarySlotsTaken = 0;
  let hasWaitingSummaries = false;

  function runSummary(claimed: ClaimedSummary, token: string) {
    track(
      runSummaryJob(
        app,
        { provider, counter: tokenCounter, signal, wakeIn: wakeSummaryIn },
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
    if (signal.aborted) return 0;
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
    if (signal.aborted) return;
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

  return {
    sweep: (limit: number) => claimSummaries(undefined, limit),
    wake: (topicId: number) => wakeSummaryIn(topicId, 0),
    stop() {
      for (const timer of summaryTimers.values()) clearTimeout(timer);
      summaryTimers.clear();
    },
  };
}
