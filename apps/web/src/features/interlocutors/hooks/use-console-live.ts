import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { subscribeRealtime, useRealtimeStatus } from '../../../lib/realtime';
import { consoleKey } from '../api/console';

/**
 * Keeps the console fresh from the socket: asks again when the socket (re)opens and when an
 * offer arrives or closes. Returns the socket's status.
 */
export function useConsoleLive() {
  const queryClient = useQueryClient();
  const socketStatus = useRealtimeStatus();

  // The server counts a socket as presence once it opened: ask again whenever ours (re)opens.
  useEffect(() => {
    if (socketStatus === 'open') void queryClient.invalidateQueries({ queryKey: consoleKey });
  }, [socketStatus, queryClient]);

  useEffect(
    () =>
      subscribeRealtime((event) => {
        if (event.type === 'interlocutor_offer' || event.type === 'interlocutor_offer_closed') {
          void queryClient.invalidateQueries({ queryKey: consoleKey });
        }
      }),
    [queryClient],
  );

  return socketStatus;
}
