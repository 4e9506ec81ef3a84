import { centiToPoints, type TBalanceEvent } from '@parlor/contracts';
import type { FastifyInstance } from 'fastify';

/**
 * Tells the user's open browsers their new balance: `{ type: 'balance', balance }` on the
 * bus channel `user:{id}`, which the WebSocket forwards. Call it AFTER the transaction that
 * changed the balance committed. A bus failure is logged, never undoes the change.
 */
export async function publishBalance(
  app: FastifyInstance,
  userId: number,
  balanceCenti: number,
): Promise<void> {
  const event: TBalanceEvent = { type: 'balance', balance: centiToPoints(balanceCenti) };
  try {
    await app.bus.publish(`user:${userId}`, event);
  } catch (error) {
    app.log.warn({ err: error, userId }, 'could not publish the new balance');
  }
}
