import { describe, expect, it } from 'vitest';
import {
  compareMessages,
  cursorAfterRead,
  highestSeq,
  mergeMessages,
  orderedMessages,
  missesSeqAfter,
  type OrderedMessage,
} from './message-order';

const stored = (id: number, seq: number, content = `m${id}`): OrderedMessage => ({
  id,
  seq,
  content,
  is_typing: false,
});
const inProgress = (id: number, content = '…'): OrderedMessage => ({
  id,
  seq: null,
  content,
  is_typing: true,
});

function merged(...batches: OrderedMessage[][]) {
  return batches.reduce<ReadonlyMap<number, OrderedMessage>>(mergeMessages, new Map());
}

const ids = (map: ReadonlyMap<number, OrderedMessage>) => orderedMessages(map).map((m) => m.id);

describe('chat message order', () => {
  it('orders by seq, not by id: a reply whose id was reserved early sits where it was stored', () => {
    // Owner 1 (seq 1), reply reserved id 2, owner again id 3 (seq 2), reply stored (seq 3).
    const log = merged([stored(1, 1), stored(3, 2)], [stored(2, 3, 'the reply')]);
    expect(ids(log)).toEqual([1, 3, 2]);
  });

  it('shows a message from the socket, a poll and a send answer once', () => {
    const log = merged([stored(5, 5)], [stored(4, 4), stored(5, 5)], [stored(5, 5), stored(6, 6)]);
    expect(ids(log)).toEqual([4, 5, 6]);
  });

  it('answers the same map when nothing is new (no re-render)', () => {
    const log = merged([stored(1, 1), stored(2, 2)]);
    expect(mergeMessages(log, [stored(2, 2), stored(1, 1)])).toBe(log);
  });

  it('keeps a reply in progress last; the stored reply replaces it under its id', () => {
    let log = merged([stored(1, 1), inProgress(2, 'Hel')]);
    log = mergeMessages(log, [inProgress(2, 'Hello')]);
    expect(orderedMessages(log).map((m) => m.content)).toEqual(['m1', 'Hello']);
    // A message stored while the reply is written comes before it.
    log = mergeMessages(log, [stored(3, 2)]);
    expect(ids(log)).toEqual([1, 3, 2]);
    log = mergeMessages(log, [stored(2, 3, 'Hello there')]);
    expect(orderedMessages(log).map((m) => [m.id, m.is_typing])).toEqual([
      [1, false],
      [3, false],
      [2, false],
    ]);
    // A late frame of the stream does not turn it back into "in progress".
    log = mergeMessages(log, [inProgress(2, 'Hello th')]);
    expect(log.get(2)).toMatchObject({ content: 'Hello there', is_typing: false });
  });

  it('keeps one reply in progress: a newer one replaces an older one', () => {
    const log = merged([inProgress(7)], [inProgress(9)]);
    expect(ids(log)).toEqual([9]);
  });

  it('sorts equal or missing seq by id (stable for stored messages)', () => {
    expect(compareMessages({ ...stored(2, 1) }, { ...stored(1, 1) })).toBeGreaterThan(0);
    expect(compareMessages(inProgress(1), stored(9, 9))).toBeGreaterThan(0);
  });
});

describe('catch-up cursor', () => {
  it('moves to the highest stored seq a server read returned, never back', () => {
    expect(cursorAfterRead(undefined, [])).toBeUndefined();
    expect(cursorAfterRead(undefined, [stored(9, 4), stored(3, 7), inProgress(12)])).toBe(7);
    expect(cursorAfterRead(7, [stored(1, 2)])).toBe(7);
  });

  it('sees a seq missing above the cursor, also below a message the page got from its own send', () => {
    const held = [stored(1, 1), stored(5, 2), inProgress(9)];
    expect(highestSeq(held)).toBe(2);
    expect(highestSeq([])).toBe(0);
    // Contiguous above the cursor, or nothing above it: nothing missing.
    expect(missesSeqAfter(2, [...held, stored(6, 3)])).toBe(false);
    expect(missesSeqAfter(2, held)).toBe(false);
    expect(missesSeqAfter(0, [stored(1, 1), stored(2, 2), stored(3, 3)])).toBe(false);
    // A frame two past the highest held.
    expect(missesSeqAfter(2, [...held, stored(8, 4)])).toBe(true);
    expect(missesSeqAfter(0, [stored(8, 2)])).toBe(true);
    // Seq 3 was stored by an instance that stopped before publishing it; the page's own send
    // answered seq 4 and the next frame brings 5: the highest held was never skipped, yet 3
    // never came.
    expect(missesSeqAfter(2, [...held, stored(20, 4), stored(21, 5)])).toBe(true);
    // Holes at or below the cursor are the server's (deleted messages), already read past.
    expect(missesSeqAfter(5, [stored(1, 1), stored(2, 4), stored(3, 6)])).toBe(false);
    expect(missesSeqAfter(2, [...held, inProgress(22)])).toBe(false);
  });
});
