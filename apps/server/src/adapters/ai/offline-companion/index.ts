import type { AiProvider } from '../types';
import { composeReply, composeSafeReply } from './compose-reply';

/**
 * The built-in offline companion (no network, no model): composes a caring, situation-aware
 * reply and streams it word by word like a model would.
 */
export function createOfflineCompanion(): AiProvider {
  return {
    kind: 'offline',
    async *streamReply({ turns, lang, isSafeMode, signal }) {
      const reply = isSafeMode ? composeSafeReply(turns, lang) : composeReply(turns, lang);
      for (const piece of reply.match(/\S+\s*/g) ?? [reply]) {
        signal.throwIfAborted();
        yield piece;
        // Let the event loop breathe between pieces, as a network stream would.
        await new Promise((resolve) => setImmediate(resolve));
      }
    },
  };
}
