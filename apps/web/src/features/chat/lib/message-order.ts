/**
 * The open chat's messages, merged from every source (the first page, catch-up pages, socket
 * frames, the answer to a send): one entry per id, in the topic's order.
 *
 * Order is `seq`, the per-topic number the server gives a message when it stores it (commit
 * order), never the id: an id is taken before the row commits, so a companion reply can
 * carry a smaller id than messages stored before it. The companion's reply in progress
 * (`is_typing`) is not stored yet and always comes last.
 */
export interface OrderedMessage {
  id: number;
  /** Missing on a reply in progress (not stored yet). */
  seq?: number | null;
  is_typing: boolean;
  content: string;
}

/** Stored messages by seq (then id, for equal or missing seq); replies in progress last. */
export function compareMessages(a: OrderedMessage, b: OrderedMessage): number {
  if (a.is_typing !== b.is_typing) return a.is_typing ? 1 : -1;
  const seqA = a.seq ?? Number.MAX_SAFE_INTEGER;
  const seqB = b.seq ?? Number.MAX_SAFE_INTEGER;
  return seqA !== seqB ? seqA - seqB : a.id - b.id;
}

/**
 * The map after taking in `messages`: a message seen again replaces its copy (the stored
 * reply replaces its growing text under the same id); a newer reply in progress replaces an
 * older one. Answers the same map when nothing changed, so a re-render is skipped.
 */
export function mergeMessages<M extends OrderedMessage>(
  byId: ReadonlyMap<number, M>,
  messages: readonly M[],
): ReadonlyMap<number, M> {
  const isKnown = (message: M) => {
    const known = byId.get(message.id);
    return (
      known?.content === message.content &&
      known.is_typing === message.is_typing &&
      known.seq === message.seq
    );
  };
  if (messages.every(isKnown)) return byId;
  const next = new Map(byId);
  for (const message of messages) {
    if (message.is_typing) {
      for (const [id, existing] of next)
        if (existing.is_typing && id !== message.id) next.delete(id);
    }
    // A stored message never goes back to "in progress" (a late frame of the stream).
    if (message.is_typing && next.get(message.id)?.is_typing === false) continue;
    next.set(message.id, message);
  }
  return next;
}

/** The messages in the topic's order. */
export function orderedMessages<M extends OrderedMessage>(byId: ReadonlyMap<number, M>): M[] {
  return [...byId.values()].sort(compareMessages);
}

/**
 * The catch-up cursor after reading a page from the server: the highest `seq` it holds, if
 * higher. Only a server read advances it, never a socket frame or a send's answer: a frame
 * can arrive while an earlier message was missed (a bus gap), and a cursor moved past that
 * message would never fetch it.
 */
export function cursorAfterRead(
  cursor: number | undefined,
  page: readonly OrderedMessage[],
): number | undefined {
  let next = cursor;
  for (const message of page) {
    if (message.is_typing || message.seq === null || message.seq === undefined) continue;
    if (next === undefined || message.seq > next) next = message.seq;
  }
  return next;
}

/** The highest `seq` among stored messages (0 for none). */
export function highestSeq(messages: readonly OrderedMessage[]): number {
  let highest = 0;
  for (const message of messages) {
    if (!message.is_typing && message.seq && message.seq > highest) highest = message.seq;
  }
  return highest;
}

/**
 * Whether a `seq` above the catch-up cursor is missing below a message held: seq has no
 * holes, so one of them never came (its frame was lost — e.g. the instance that stored it
 * stopped before publishing) and the page catches up. Checked against everything held, not
 * only the newest frame: the answer to the page's own send can fill in a seq above the hole,
 * and every later frame then looks like the next one. Holes at or below the cursor were read
 * past (deleted messages); two frames arriving out of order cost one catch-up too many.
 */
export function missesSeqAfter(cursor: number, messages: readonly OrderedMessage[]): boolean {
  const held = new Set<number>();
  let highest = cursor;
  for (const message of messages) {
    if (message.is_typing || !message.seq || message.seq <= cursor) continue;
    held.add(message.seq);
    if (message.seq > highest) highest = message.seq;
  }
  for (let seq = cursor + 1; seq < highest; seq += 1) if (!held.has(seq)) return true;
  return false;
}
