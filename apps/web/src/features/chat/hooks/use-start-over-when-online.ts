import { reconnectDelayMs } from '@parlor/contracts';
import { useEffect } from 'react';

/**
 * Starts a conversation that could not load over once the network is back: at the browser's
 * `online` event, and — when a start failed although the browser says it is online (the
 * event came before the server could be reached, or the server is down) — again after the
 * realtime socket's back-off, so that the page never waits for an `online` event that will
 * not come again. `failedStarts` counts the starts that reached no server since the
 * conversation last loaded; each one re-arms the wait.
 */
export function useStartOverWhenOnline(
  isOffline: boolean,
  failedStarts: number,
  startOver: () => void,
): void {
  useEffect(() => {
    if (!isOffline) return;
    window.addEventListener('online', startOver);
    const retry =
      navigator.onLine && failedStarts > 0
        ? window.setTimeout(startOver, reconnectDelayMs(failedStarts - 1, Math.random()))
        : undefined;
    return () => {
      window.removeEventListener('online', startOver);
      window.clearTimeout(retry);
    };
  }, [isOffline, failedStarts, startOver]);
}
