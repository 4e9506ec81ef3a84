import type { EventBus } from './types';
import { createLocalHandlers, gaplessLocalBus } from './local-handlers';

/**
 * Delivers events to subscribers of this process only (the embedded default). Nothing is
 * ever lost in between, so it never reports a gap.
 */
export function createMemoryBus(onError: (error: unknown) => void): EventBus {
  const handlers = createLocalHandlers(onError);
  return gaplessLocalBus(handlers, async (channel, event) => {
    // Nobody in this process listens (a user with no socket open): nothing to copy.
    if (!handlers.has(channel)) return;
    // Serialise like Redis would, so subscribers never share mutable objects.
    handlers.deliver(channel, JSON.parse(JSON.stringify(event)));
  });
}
