/**
 * How long a client waits before its next attempt to open the realtime socket, after
 * `attempt` failed or lost connections (0 for the first retry): the wait doubles from 1 s up
 * to 30 s, and each client draws its own point around it (`random` in [0, 1)) so that a
 * restarted server is not hit by every tab at the same moment.
 */
export const reconnectBackoff = { firstMs: 1_000, maxMs: 30_000 } as const;

export function reconnectDelayMs(attempt: number, random: number): number {
  const window = Math.min(reconnectBackoff.maxMs, reconnectBackoff.firstMs * 2 ** attempt);
  return window * (0.75 + random * 0.5);
}
