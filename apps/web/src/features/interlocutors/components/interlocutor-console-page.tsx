import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { LoadingBlock } from '../../../components/ui/spinner';
import { useConsole } from '../api/console';
import { useConsoleActions } from '../hooks/use-console-actions';
import { useConsoleLive } from '../hooks/use-console-live';
import '../texts';
import { ConsoleAvailabilityCard } from './console-availability-card';
import { ConsoleConversationsCard } from './console-conversations-card';
import { ConsoleEarningsCard } from './console-earnings-card';
import { ConsoleFrame } from './console-frame';
import { ConsoleRequestsCard } from './console-requests-card';

/**
 * `/interlocutor`: availability, the live list of waiting requests with Accept, the
 * conversations held (opening the normal chat page) and earnings; `extra` (composed by the
 * route from other features, e.g. the interlocutor's ratings) below them.
 */
export function InterlocutorConsolePage({ extra }: { extra?: ReactNode } = {}) {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useConsole();
  const socketStatus = useConsoleLive();
  const { acceptingId, toggle, accept } = useConsoleActions();

  if (isPending) return <LoadingBlock label={t('common.loading')} />;
  if (isError || !data) {
    return (
      <div className="py-16 text-center">
        <Button onClick={() => void refetch()}>{t('common.tryAgain')}</Button>
      </div>
    );
  }

  // Online means a socket is connected: this page's own, or one the server saw on another page.
  const isOnline = socketStatus === 'open' || data.is_online;

  return (
    <ConsoleFrame width="max-w-6xl">
      <div className="mt-8 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]">
        <div className="flex flex-col gap-6">
          <ConsoleAvailabilityCard
            isAvailable={data.is_available}
            isOnline={isOnline}
            onToggle={(checked) => void toggle(checked)}
          />
          <ConsoleRequestsCard
            offers={data.offers}
            acceptingId={acceptingId}
            onAccept={(requestId) => void accept(requestId)}
          />
          <ConsoleConversationsCard conversations={data.conversations} maxChats={data.max_chats} />
        </div>
        <ConsoleEarningsCard earnings={data.earnings} />
      </div>
      {extra ? <div className="mt-6">{extra}</div> : null}
    </ConsoleFrame>
  );
}
