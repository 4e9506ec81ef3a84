import type { AiProvider } from '../types';
import { composeReply, composeSafeReply } from './compose-reply';
import { composeRememberReply, composeSummary } from './remember-reply';
import { mergeNotes } from './topic-notes';

export interface OfflineCompanionOptions {
  /**
   * The pause before each word after the first, in milliseconds: the reply appears at a
   * reading pace, as a model's would. 0 writes every word at once (tests).
   */
  wordDelayMs?: number;
}

/**
 * Waits `ms` (0: only lets the event loop breathe, as a network stream would between
 * pieces); rejects with the signal's reason when it is aborted meanwhile.
 */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = () => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    };
    const timer = ms > 0 ? setTimeout(done, ms) : undefined;
    const immediate = ms > 0 ? undefined : setImmediate(done);
    function onAbort() {
      clearTimeout(timer);
      clearImmediate(immediate);
      reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
    }
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * The built-in offline companion (no network, no model): composes a caring, situation-aware
 * reply and streams it word by word at a reading pace, like a model would. It keeps small
 * notes of a topic (names, subjects and facts the person told) and answers "do you
 * remember…" and questions about those facts from them.
 */
export function createOfflineCompanion({
  wordDelayMs = 0,
}: OfflineCompanionOptions = {}): AiProvider {
  return {
    kind: 'offline',
    async *streamReply({ turns, lang, isSafeMode, notes, signal }) {
      const reply = isSafeMode
        ? composeSafeReply(turns, lang)
        : (composeRememberReply(turns, lang, notes) ?? composeReply(turns, lang));
      let isFirst = true;
      for (const piece of reply.match(/\S+\s*/g) ?? [reply]) {
        signal.throwIfAborted();
        if (!isFirst) await pause(wordDelayMs, signal);
        isFirst = false;
        yield piece;
      }
    },
    async summarize({ kind, previousNotes, turns, lang }) {
      const notes = mergeNotes(previousNotes, turns, lang);
      return { text: composeSummary({ kind, notes, lang }), notes };
    },
  };
}
