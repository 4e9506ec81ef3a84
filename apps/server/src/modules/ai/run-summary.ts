import type { FastifyInstance } from 'fastify';
import type { AiProvider, ChatTurn } from '../../adapters/ai';
import { detectLanguage } from '../../adapters/ai/detect-language';
import type { TokenCounter } from '../../adapters/ai/token-counter';
import { maskPrivateData } from '../chat/mask-private-data';
import { conversationOf, type SeqTurn } from './build-prompt';
import {
  releaseFailedSummary,
  releaseSummaryClaim,
  storeSummary,
  type ClaimedSummary,
} from './memory-queries';

/** Words the companion's own summary may have. */
export const memorySummaryWords = 200;
/** Tries of one summary before it waits for the next reply to ask again. */
const maxSummaryAttempts = 3;
/** Messages one run reads at most (the rest are summarised by the next run, at once). */
export const messagesPerSummaryRun = 400;

export interface SummaryRunDeps {
  provider: AiProvider;
  counter: () => Promise<TokenCounter>;
  signal: AbortSignal;
  /** Wakes this instance again for the row (a further part, or a retry after `delayMs`). */
  wakeIn: (topicId: number, delayMs: number) => void;
}

/** A turn as it may leave the server: masked again (stored messages already are; this is the guard). */
export const maskedTurn = (turn: SeqTurn): SeqTurn => ({
  ...turn,
  content: maskPrivateData(turn.content),
});

/**
 * The oldest turns that fit in `budget` tokens (at least one), masked: only those taken are
 * masked (a run reads up to `messagesPerRun` messages; fewer fit).
 */
function takeMaskedWithin(turns: SeqTurn[], budget: number, counter: TokenCounter): SeqTurn[] {
  const taken: SeqTurn[] = [];
  let left = budget;
  for (const unmasked of turns) {
    const turn = maskedTurn(unmasked);
    const cost = counter.countTurn(turn);
    if (taken.length > 0 && cost > left) break;
    taken.push(turn);
    left -= cost;
  }
  return taken;
}

/**
 * Runs one claimed summary: folds the next part of the topic (after what the summary covers,
 * up to its target, as much as fits the provider's context) into the summary, masked on the
 * way in and out, and stores it while the claim holds. A further part is due at once; a
 * failure is retried with backoff, then left until a reply asks again.
 */
export async function runSummaryJob(
  app: FastifyInstance,
  deps: SummaryRunDeps,
  { row, ownerId, history, token }: ClaimedSummary & { token: string },
): Promise<void> {
  const throughSeq = row.summarizeThroughSeq ?? 0;
  if (throughSeq <= row.summarizedThroughSeq) {
    await storeSummary(app.db, {
      topicId: row.topicId,
      token,
      summary: row.summary,
      notes: row.notes,
      coveredSeq: Math.max(row.summarizedThroughSeq, throughSeq),
    });
    return;
  }
  try {
    const counter = await deps.counter();
    const turns = conversationOf(history, ownerId);
    const budget =
      app.config.ai.maxContextTokens -
      counter.countText(row.summary) -
      memorySummaryWords * 2 -
      300;
    const part = takeMaskedWithin(turns, Math.max(budget, 200), counter);
    const lastOfPart = part.at(-1)?.seq;
    // Messages of the range that are not conversation (system lines, a guest's) are covered too.
    const coveredSeq =
      part.length === turns.length ? (history.at(-1)?.seq ?? throughSeq) : lastOfPart!;
    const lang = detectLanguage(part.map((turn) => turn.content).join('\n')) ?? 'en';
    const result = part.length
      ? await deps.provider.summarize({
          kind: 'memory',
          previous: row.summary,
          previousNotes: row.notes,
          turns: part.map(({ seq: _seq, ...turn }): ChatTurn => turn),
          lang,
          maxWords: memorySummaryWords,
          signal: deps.signal,
        })
      : { text: row.summary, notes: row.notes };
    const stored = await storeSummary(app.db, {
      topicId: row.topicId,
      token,
      summary: maskPrivateData(result.text),
      notes: result.notes ?? row.notes,
      coveredSeq,
    });
    if (stored && coveredSeq < throughSeq) deps.wakeIn(row.topicId, 0);
  } catch (error) {
    if (deps.signal.aborted) {
      await releaseSummaryClaim(app.db, row.topicId, token).catch(() => undefined);
      return;
    }
    const attempts = row.attempts + 1;
    app.log.warn({ err: error, topicId: row.topicId, attempts }, 'companion summary failed');
    const delayMs =
      attempts >= maxSummaryAttempts ? null : app.config.ai.retryBackoffMs * 2 ** (attempts - 1);
    await releaseFailedSummary(app.db, { topicId: row.topicId, token, attempts, delayMs });
    if (delayMs !== null) deps.wakeIn(row.topicId, delayMs + 5);
  }
}
