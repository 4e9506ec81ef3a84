import { setMaxListeners } from 'node:events';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAi, type AiProvider, type Moderator } from '../../adapters/ai';
import { loadTokenCounter, type TokenCounter } from '../../adapters/ai/token-counter';
import { createReplyRunner } from './reply-runner';
import type { PendingReply } from '../chat/ports';
import { createSummaryRunner } from './summary-runner';

/** The companion as the rest of the server sees it. */
export interface Companion {
  readonly provider: AiProvider;
  readonly moderator: Moderator;
  /** After the message's transaction committed: shows "Writing..." and wakes up when due. */
  announce(pending: PendingReply | undefined): Promise<void>;
  /** Claims and runs every due job (also those of instances that died); answers how many ran. */
  sweep(): Promise<number>;
  /** Claims and runs every due topic summary (also a dead instance's); answers how many ran. */
  sweepSummaries(): Promise<number>;
  /** After a summary was asked for (committed): writes it now, on this instance if free. */
  wakeSummary(topicId: number): void;
  /** The configured model's tokenizer (loaded once). */
  tokenCounter(): Promise<TokenCounter>;
  /** Resolves when no job of this instance is running (tests, shutdown). */
  idle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    companion: Companion;
  }
}

/** How often every instance looks for due jobs nobody is waiting for (a dead instance's). */
const sweepIntervalMs = 5000;
/** Jobs one sweep claims at most. */
const sweepBatch = 20;
/** How long after listening the tokenizer is loaded ahead of the first reply. */
const tokenizerPreloadDelayMs = 2000;

async function companionPlugin(app: FastifyInstance) {
  const { provider, moderator } = await createAi(app.config.ai);
  const shutdown = new AbortController();
  // Every reply being written listens for shutdown: many at once are expected.
  setMaxListeners(0, shutdown.signal);
  const running = new Set<Promise<void>>();
  const track = (work: Promise<void>) => {
    const tracked = work
      .catch((error: unknown) => app.log.error({ err: error }, 'companion reply job failed'))
      .finally(() => running.delete(tracked));
    running.add(tracked);
  };
  const tokenCounter = () => loadTokenCounter(app.config.ai.model);
  const runnerOptions = {
    app,
    provider,
    signal: shutdown.signal,
    // Long enough for every try's timeout; a lapsed lease lets another instance take over.
    leaseMs: app.config.ai.timeoutMs * 2 + 30_000,
    track,
  };
  const replies = createReplyRunner({ ...runnerOptions, moderator });
  const summaries = createSummaryRunner({ ...runnerOptions, tokenCounter });

  const companion: Companion = {
    provider,
    moderator,
    sweepSummaries: () => summaries.sweep(sweepBatch),
    wakeSummary: (topicId) => summaries.wake(topicId),
    tokenCounter,
    async announce(pending) {
      if (pending) replies.wake(pending);
    },
    sweep: () => replies.sweep(sweepBatch),
    async idle() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
  app.decorate('companion', companion);
  app.schedule('companion-replies', sweepIntervalMs, async () => {
    await companion.sweep();
  });
  app.schedule('companion-summaries', sweepIntervalMs, async () => {
    await companion.sweepSummaries();
  });
  // The tokenizer's tables take a moment to load: not on the first reply's time, and not on
  // the start-up's either (loaded before the first request, they held /api/health back by a
  // few hundred milliseconds), so a moment after the server listens. A reply before that
  // loads them itself.
  let tokenizerPreload: NodeJS.Timeout | undefined;
  app.addHook('onListen', async () => {
    tokenizerPreload = setTimeout(() => {
      tokenCounter().catch((error: unknown) =>
        app.log.error({ err: error }, 'the tokenizer failed to load'),
      );
    }, tokenizerPreloadDelayMs);
    tokenizerPreload.unref();
  });

  app.addHook('onClose', async () => {
    clearTimeout(tokenizerPreload);
    shutdown.abort(new Error('server closing'));
    replies.stop();
    summaries.stop();
    await companion.idle();
  });
}

export default fp(companionPlugin, {
  name: 'companion',
  dependencies: ['scheduler', 'reference-data'],
});
