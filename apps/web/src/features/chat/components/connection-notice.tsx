import { RefreshCw, WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { RealtimeStatus } from '../../../lib/realtime';

/**
 * The strip under the chat's header while the page is cut off: offline (what is written
 * waits in the outbox) or reconnecting (messages still arrive by polling, later). Nothing
 * while the socket is open.
 */
export function ConnectionNotice({ status }: { status: RealtimeStatus }) {
  const { t } = useTranslation();
  if (status === 'open' || status === 'idle') return null;
  const isOffline = status === 'offline';
  const Icon = isOffline ? WifiOff : RefreshCw;
  return (
    <div
      role="status"
      data-testid="connection-notice"
      data-state={isOffline ? 'offline' : 'reconnecting'}
      className="flex items-start gap-2.5 border-b border-warning/30 bg-warning/10 px-3 py-2 text-sm sm:items-center sm:px-5"
    >
      <Icon
        className={
          isOffline
            ? 'mt-0.5 size-4 shrink-0 text-warning sm:mt-0'
            : 'mt-0.5 size-4 shrink-0 animate-spin text-warning [animation-duration:2s] sm:mt-0'
        }
        aria-hidden="true"
      />
      <p className="min-w-0 text-ink-200">
        <span className="font-semibold text-warning">
          {isOffline ? t('chat.room.offlineTitle') : t('chat.room.reconnecting')}
        </span>{' '}
        <span>{isOffline ? t('chat.room.offlineHint') : t('chat.room.reconnectingHint')}</span>
      </p>
    </div>
  );
}
