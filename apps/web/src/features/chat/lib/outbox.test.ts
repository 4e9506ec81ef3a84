import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import {
  classifySendFailure,
  maxTransientAttempts,
  nextToSend,
  outboxReducer,
  restoredOutbox,
  retryDelayMs,
  type OutboxEvent,
  type OutboxItem,
  type SendFailure,
} from './outbox';

const giveUpMessage = 'Your message could not be sent.';

function run(events: OutboxEvent[], start: OutboxItem[] = []): OutboxItem[] {
  return events.reduce(outboxReducer, start);
}

const enqueue = (key: string, text = `text ${key}`): OutboxEvent => ({
  type: 'enqueue',
  key,
  text,
  costCenti: 10 * text.length,
});
const fail = (key: string, failure: SendFailure): OutboxEvent => ({
  type: 'fail',
  key,
  failure,
  giveUpMessage,
});

describe('chat outbox', () => {
  it('queues what is written, in order, with its key and cost', () => {
    const items = run([enqueue('a', 'Hello'), enqueue('b', 'Again')]);
    expect(items).toEqual([
      { key: 'a', text: 'Hello', costCenti: 50, state: 'queued', failedAttempts: 0 },
      { key: 'b', text: 'Again', costCenti: 50, state: 'queued', failedAttempts: 0 },
    ]);
    expect(run([enqueue('a')], items)).toHaveLength(2);
  });

  it('sends one at a time, oldest first, and forgets an entry once it is stored', () => {
    let items = run([enqueue('a'), enqueue('b')]);
    expect(nextToSend(items)?.key).toBe('a');
    items = run([{ type: 'start', key: 'a' }], items);
    expect(items[0]?.state).toBe('sending');
    expect(nextToSend(items)).toBeUndefined();
    items = run([{ type: 'sent', key: 'a' }], items);
    expect(items.map((item) => item.key)).toEqual(['b']);
    expect(nextToSend(items)?.key).toBe('b');
  });

  it('keeps an entry queued while offline, without counting an attempt', () => {
    const items = run([
      enqueue('a'),
      { type: 'start', key: 'a' },
      fail('a', { kind: 'offline' }),
      { type: 'start', key: 'a' },
      fail('a', { kind: 'offline' }),
    ]);
    expect(items).toMatchObject([{ key: 'a', state: 'queued', failedAttempts: 0 }]);
  });

  it('tries a transient failure again with a growing delay, then marks it not sent', () => {
    let items = run([enqueue('a')]);
    const delays: number[] = [];
    for (let attempt = 1; attempt <= maxTransientAttempts; attempt += 1) {
      items = run([{ type: 'start', key: 'a' }, fail('a', { kind: 'transient' })], items);
      delays.push(retryDelayMs(items[0]!.failedAttempts));
    }
    expect(delays.slice(0, -1)).toEqual([1000, 2000, 4000, 8000]);
    expect(items).toMatchObject([
      { key: 'a', state: 'failed', failedAttempts: maxTransientAttempts, error: giveUpMessage },
    ]);
    expect(nextToSend(items)).toBeUndefined();
  });

  it('marks a refused send not sent with the reason, and does not hold back the next', () => {
    const items = run([
      enqueue('a'),
      enqueue('b'),
      { type: 'start', key: 'a' },
      fail('a', { kind: 'refused', message: 'Not enough points.' }),
    ]);
    expect(items[0]).toMatchObject({ state: 'failed', error: 'Not enough points.' });
    expect(nextToSend(items)?.key).toBe('b');
  });

  it('retry puts a failed entry back in the queue with its same key; discard removes it', () => {
    const failed = run([
      enqueue('a'),
      enqueue('b'),
      { type: 'start', key: 'a' },
      fail('a', { kind: 'refused', message: 'No.' }),
    ]);
    const retried = run([{ type: 'retry', key: 'a' }], failed);
    expect(retried[0]).toEqual({
      key: 'a',
      text: 'text a',
      costCenti: 60,
      state: 'queued',
      failedAttempts: 0,
      error: undefined,
    });
    expect(run([{ type: 'discard', key: 'a' }], failed).map((item) => item.key)).toEqual(['b']);
  });

  it('never discards or restarts an entry that is on its way', () => {
    const sending = run([enqueue('a'), { type: 'start', key: 'a' }]);
    expect(run([{ type: 'discard', key: 'a' }], sending)).toEqual(sending);
    expect(run([{ type: 'retry', key: 'a' }], sending)).toEqual(sending);
    expect(run([{ type: 'start', key: 'a' }], sending)).toEqual(sending);
    // A late answer for an entry not sending (or unknown) changes nothing.
    const queued = run([enqueue('b')]);
    expect(run([fail('b', { kind: 'transient' }), { type: 'sent', key: 'x' }], queued)).toEqual(
      queued,
    );
  });

  it('hides the entry whose client key the echo carries, whatever its text became', () => {
    let items = run([enqueue('a', 'Same'), enqueue('b', 'Same'), { type: 'start', key: 'a' }]);
    // The server masked the text (an e-mail address, say): the key still matches exactly.
    items = run([{ type: 'echoed', key: 'a' }], items);
    expect(items.map((item) => item.isEchoed ?? false)).toEqual([true, false]);
    // Another message of mine with the same text, or one with no key, is not this entry.
    expect(run([{ type: 'echoed', key: 'x' }], items)).toEqual(items);
    expect(run([{ type: 'echoed', key: null }], items)).toEqual(items);
    // A queued entry stored already (its answer was lost before a reload) hides too.
    expect(run([{ type: 'echoed', key: 'b' }], items)[1]).toMatchObject({
      state: 'queued',
      isEchoed: true,
    });
  });

  it('forgets an echoed entry whose answer fails: it is stored and shows as a message', () => {
    const echoed = run([enqueue('a'), { type: 'start', key: 'a' }, { type: 'echoed', key: 'a' }]);
    expect(run([fail('a', { kind: 'offline' })], echoed)).toEqual([]);
    expect(run([fail('a', { kind: 'transient' })], echoed)).toEqual([]);
    // Not echoed: it waits again, visible.
    const plain = run([enqueue('a'), { type: 'start', key: 'a' }, fail('a', { kind: 'offline' })]);
    expect(plain[0]).toMatchObject({ state: 'queued', isEchoed: undefined });
  });

  it('after a reload an entry that was on its way is queued again (same key)', () => {
    const sending = run([enqueue('a'), { type: 'start', key: 'a' }, enqueue('b')]);
    expect(restoredOutbox(sending).map((item) => [item.key, item.state])).toEqual([
      ['a', 'queued'],
      ['b', 'queued'],
    ]);
  });
});

describe('classifySendFailure', () => {
  const options = { isOnline: true, refusalMessage: 'Not enough points.' };
  const network = new ApiError('Network error', 0, { isNetwork: true });

  it('a network failure is offline while the browser is offline, transient otherwise', () => {
    expect(classifySendFailure(network, { ...options, isOnline: false })).toEqual({
      kind: 'offline',
    });
    expect(classifySendFailure(network, options)).toEqual({ kind: 'transient' });
    const timeout = new ApiError('Request timed out.', 0, { isTimeout: true });
    expect(classifySendFailure(timeout, options)).toEqual({ kind: 'transient' });
  });

  it('server trouble and rate limits are transient; other answers are refusals', () => {
    for (const status of [408, 429, 500, 502, 503])
      expect(classifySendFailure(new ApiError('x', status), options)).toEqual({
        kind: 'transient',
      });
    for (const status of [401, 403, 404, 409, 422])
      expect(classifySendFailure(new ApiError('x', status), options)).toEqual({
        kind: 'refused',
        message: 'Not enough points.',
      });
    expect(classifySendFailure(new Error('bug'), options)).toEqual({
      kind: 'refused',
      message: 'Not enough points.',
    });
  });
});
