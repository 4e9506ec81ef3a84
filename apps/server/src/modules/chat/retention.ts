import type { FastifyInstance } from 'fastify';

/** The "no history" cutoff: `message_retention_days` before `now`. */
export async function retentionCutoff(app: FastifyInstance, now: Date): Promise<Date> {
  const { message_retention_days: days } = await app.reference.settings();
  return new Date(now.getTime() - days * 86_400_000);
}

/**
 * Runs `step` (one batch of at most `batchSize` rows, answering how many it handled) until a
 * batch comes back short, so that no transaction grows large. Answers the rows of all batches.
 */
export async function inBatches(batchSize: number, step: () => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const handled = await step();
    total += handled;
    if (handled < batchSize) return total;
  }
}
