import type { TFreeSendReason } from '@parlor/contracts';

/** What decides whether a sender pays for a message in a topic. */
export interface SendCostFacts {
  /** The topic is in the safety lane now (a crisis was detected in it). */
  isSafeMode: boolean;
  /** This very message speaks of a crisis (it puts the topic in safe mode). */
  startsSafeMode?: boolean;
  /** The sender holds the topic's guest seat as its matched interlocutor. */
  isMatchedInterlocutor: boolean;
}

/**
 * The one rule of what a message is free for: everything in safe mode (and the message that
 * started it), and a matched interlocutor's messages in the topic whose seat they hold. The
 * send charges by it and the topic's `free_sends` shows it, so no page shows a price the
 * server would not charge. Null when the message costs points.
 */
export function freeSendReason(facts: SendCostFacts): TFreeSendReason | null {
  if (facts.isSafeMode || facts.startsSafeMode) return 'safe_mode';
  if (facts.isMatchedInterlocutor) return 'interlocutor';
  return null;
}
