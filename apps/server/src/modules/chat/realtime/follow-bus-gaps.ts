import type { FastifyInstance } from 'fastify';
import { closeCodes, type RealtimeConnection } from './connection';

/**
 * How long sockets stay open while the bus has lost Redis. Short blips end with a `resync`
 * frame; after this long the sockets close, so that clients poll (the spec's fallback)
 * until they can subscribe again, rather than sit on a socket that hears nothing.
 */
export const busOutageGraceMs = 10_000;
/** Gaps reported close together (every instance announces its own) make one resync. */
const resyncCoalesceMs = 250;

/**
 * Tells this instance's sockets about gaps in the bus: after each, every subscribed socket
 * gets `{ type: 'resync' }` (the client catches up as after `ready`) and every credential is
 * checked again (a sign-out announced in the gap was missed too). Answers a function that
 * stops following.
 */
export function followBusGaps(
  app: FastifyInstance,
  connections: ReadonlySet<RealtimeConnection>,
  recheckCredentials: () => Promise<void>,
): () => void {
  let outageTimer: NodeJS.Timeout | undefined;
  let resyncTimer: NodeJS.Timeout | undefined;

  const stopFollowing = app.bus.onGap({
    onLost() {
      outageTimer ??= setTimeout(() => {
        outageTimer = undefined;
        for (const connection of connections) {
          connection.close(closeCodes.busUnavailable, 'realtime unavailable');
        }
      }, busOutageGraceMs);
    },
    onResync() {
      clearTimeout(outageTimer);
      outageTimer = undefined;
      resyncTimer ??= setTimeout(() => {
        resyncTimer = undefined;
        for (const connection of connections) connection.resync();
        void recheckCredentials();
      }, resyncCoalesceMs);
    },
  });

  return () => {
    stopFollowing();
    clearTimeout(outageTimer);
    clearTimeout(resyncTimer);
  };
}
