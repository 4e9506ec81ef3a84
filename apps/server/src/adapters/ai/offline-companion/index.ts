import type { AiProvider } from '../types';
import { composeReply, composeSafeReply } from './compose-reply';
import { composeRememberReply, composeSummary } from './remember-reply';
import { mergeNotes } from './topic-notes';

/**
 * The built-in offline companion (no network, no model): composes a caring, situation-aware
 * reply and streams it word by word like a model would. It keeps small notes of a topic
 * (names and subjects the person mentioned) and answers "do you remember…" from them.
 */
export function createOfflineCompanion(): AiProvider {
  return {
    kind: 'offline',
    async *streamReply({ turns, lang, isSafeMode, notes, signal }) {
      const reply = isSafeMode
        ? composeSafeReply(turns, lang)
        : (composeRememberReply(turns, lang, notes) ?? composeReply(turns, lang));
      for (const piece of reply.match(/\S+\s*/g) ?? [reply]) {
        signal.throwIfAborted();
        yield piece;
        // Let the event loop breathe between pieces, as a network stream would.
        await new Promise((resolve) => setImmediate(resolve));
      }
    },
    async summarize({ kind, previousNotes, turns, lang }) {
      const notes = mergeNotes(previousNotes, turns, lang);
      return { text: composeSummary({ kind, notes, lang }), notes };
    },
  };
}
