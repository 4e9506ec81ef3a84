import { describe, expect, it } from 'vitest';
import { createMemoryBus } from './memory';

/** An event that counts how often it is serialised. */
function countedEvent() {
  const event = {
    serialised: 0,
    toJSON() {
      event.serialised += 1;
      return { type: 'pong' };
    },
  };
  return event;
}

describe('the in-process bus', () => {
  it('delivers a copy of the event, never the object itself', async () => {
    const bus = createMemoryBus(() => undefined);
    const received: unknown[] = [];
    bus.listen('user:1', (event) => received.push(event));
    const event = { type: 'message', message: { id: 1 } };
    await bus.publish('user:1', event);
    expect(received).toEqual([event]);
    expect(received[0]).not.toBe(event);
  });

  it('copies nothing for a channel nobody in the process listens to', async () => {
    const bus = createMemoryBus(() => undefined);
    const unheard = countedEvent();
    await bus.publish('user:2', unheard);
    expect(unheard.serialised).toBe(0);

    const stop = bus.listen('user:2', () => undefined);
    const heard = countedEvent();
    await bus.publish('user:2', heard);
    expect(heard.serialised).toBe(1);

    await stop();
    const again = countedEvent();
    await bus.publish('user:2', again);
    expect(again.serialised).toBe(0);
  });
});
