import { interlocutorErrorCodes, type TInterlocutorConsole } from '@parlor/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { LoadingBlock } from '../../../components/ui/spinner';
import { Switch } from '../../../components/ui/switch';
import { isApiError } from '../../../lib/api-client';
import { openModal } from '../../../lib/modals';
import { formatDate, formatNumber } from '../../../lib/format';
import { subscribeRealtime, useRealtimeStatus } from '../../../lib/realtime';
import { toast } from '../../../lib/toast';
import { acceptRequest, consoleKey, setAvailability, useConsole } from '../api/console';
import '../texts';

/** Seconds since an ISO time, ticking every second. */
function useSecondsSince() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return (iso: string) => Math.max(0, Math.round((now - new Date(iso).getTime()) / 1000));
}

/**
 * `/interlocutor`: availability, the live list of waiting requests with Accept, the
 * conversations held (opening the normal chat page) and earnings; `extra` (composed by the
 * route from other features, e.g. the interlocutor's ratings) below them.
 */
export function InterlocutorConsolePage({ extra }: { extra?: ReactNode } = {}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { data, isPending, isError, refetch } = useConsole();
  const secondsSince = useSecondsSince();
  const [acceptingId, setAcceptingId] = useState<number | null>(null);
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

  const toggle = async (isAvailable: boolean) => {
    queryClient.setQueryData<TInterlocutorConsole>(consoleKey, (current) =>
      current ? { ...current, is_available: isAvailable } : current,
    );
    try {
      await setAvailability(isAvailable);
    } catch (error) {
      toast.error(isApiError(error) ? error.message : t('common.genericError'));
    }
    void queryClient.invalidateQueries({ queryKey: consoleKey });
  };

  const accept = async (requestId: number) => {
    setAcceptingId(requestId);
    try {
      const topic = await acceptRequest(requestId);
      void navigate(`/topics/${topic.id}/chat`);
    } catch (error) {
      if (isApiError(error) && error.code === interlocutorErrorCodes.requestTaken) {
        toast.info(t('interlocutors.console.taken'));
      } else {
        toast.error(isApiError(error) ? error.message : t('common.genericError'));
      }
      void queryClient.invalidateQueries({ queryKey: consoleKey });
    } finally {
      setAcceptingId(null);
    }
  };

  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-8 pb-20 sm:px-6 lg:pt-12">
      <h1 className="font-display text-2xl font-bold text-white sm:text-3xl">
        {t('interlocutors.console.title')}
      </h1>
      <div className="mt-8 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]">
        <div className="flex flex-col gap-6">
          <Card>
            <Switch
              label={t('interlocutors.console.available')}
              description={t('interlocutors.console.availableHint')}
              checked={data.is_available}
              onCheckedChange={(checked) => void toggle(checked)}
            />
            {/* Two separate facts: what the interlocutor chose, and whether a socket is connected. */}
            <dl className="mt-4 grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
              <div className="rounded-2xl bg-ink-800/70 p-3" data-fact="availability">
                <dt className="text-xs text-ink-400">{t('interlocutors.console.availability')}</dt>
                <dd className="mt-1 text-ink-100">
                  {data.is_available
                    ? t('interlocutors.console.availableOn')
                    : t('interlocutors.console.availableOff')}
                </dd>
              </div>
              <div
                className="rounded-2xl bg-ink-800/70 p-3"
                data-fact="connection"
                data-online={isOnline}
              >
                <dt className="text-xs text-ink-400">{t('interlocutors.console.connection')}</dt>
                <dd className="mt-1 inline-flex items-center gap-2 font-semibold text-ink-100">
                  <span
                    className={`size-2 rounded-full ${isOnline ? 'bg-success' : 'bg-ink-500'}`}
                    aria-hidden="true"
                  />
                  {isOnline
                    ? t('interlocutors.console.online')
                    : t('interlocutors.console.offline')}
                </dd>
                <dd className="mt-1 text-xs text-ink-300">
                  {isOnline
                    ? t('interlocutors.console.onlineHint')
                    : t('interlocutors.console.offlineHint')}
                </dd>
              </div>
            </dl>
          </Card>

          <Card aria-live="polite">
            <CardTitle>{t('interlocutors.console.requestsTitle')}</CardTitle>
            {data.offers.length === 0 ? (
              <p className="mt-4 text-sm text-ink-300">
                {t('interlocutors.console.requestsEmpty')}
              </p>
            ) : (
              <ul className="mt-4 flex flex-col gap-3">
                {data.offers.map((offer) => (
                  <li
                    key={offer.request_id}
                    className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-ink-700 bg-ink-800/60 p-4"
                  >
                    <div className="min-w-0">
                      <p className="truncate font-semibold text-white">{offer.topic_title}</p>
                      <p className="text-xs text-ink-300">
                        {t('interlocutors.console.room')}: {offer.room_title} ·{' '}
                        {t('interlocutors.console.waiting')}:{' '}
                        {t('interlocutors.console.waitingSeconds', {
                          seconds: secondsSince(offer.created_at),
                        })}
                      </p>
                    </div>
                    <Button
                      size="sm"
                      disabled={acceptingId !== null}
                      onClick={() => void accept(offer.request_id)}
                    >
                      {t('interlocutors.console.accept')}
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </Card>

          <Card>
            <CardTitle>{t('interlocutors.console.conversationsTitle')}</CardTitle>
            <p className="mt-1 text-xs text-ink-300">
              {t('interlocutors.console.chatsHeld', {
                count: data.conversations.length,
                max: data.max_chats,
              })}
            </p>
            {data.conversations.length === 0 ? (
              <p className="mt-4 text-sm text-ink-300">
                {t('interlocutors.console.conversationsEmpty')}
              </p>
            ) : (
              <ul className="mt-4 flex flex-col gap-3">
                {data.conversations.map((conversation) => (
                  <li
                    key={conversation.topic_id}
                    className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-ink-700 bg-ink-800/60 p-4"
                  >
                    <div className="min-w-0">
                      <p className="truncate font-semibold text-white">
                        {conversation.topic_title}
                      </p>
                      <p className="text-xs text-ink-300">
                        {t('interlocutors.console.ownerLabel', { name: conversation.owner_label })}{' '}
                        · {conversation.room_title}
                      </p>
                    </div>
                    <ButtonLink
                      size="sm"
                      variant="outline"
                      to={`/topics/${conversation.topic_id}/chat`}
                    >
                      {t('interlocutors.console.open')}
                    </ButtonLink>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </div>

        <Card className="h-fit">
          <CardTitle>{t('interlocutors.console.earningsTitle')}</CardTitle>
          <dl className="mt-4 grid grid-cols-2 gap-3 text-center">
            {(
              [
                ['pending', data.earnings.pending],
                ['availableEarnings', data.earnings.available],
                ['paidOut', data.earnings.paid_out],
                ['total', data.earnings.total],
              ] as const
            ).map(([key, value]) => (
              <div key={key} className="rounded-2xl bg-ink-800/70 p-3">
                <dt className="text-xs text-ink-300">{t(`interlocutors.console.${key}`)}</dt>
                <dd className="mt-1 font-display text-lg font-bold text-white" data-earnings={key}>
                  {formatNumber(value)}
                </dd>
              </div>
            ))}
          </dl>
          {/* Available earnings are paid out through the payout modal (also on the account page). */}
          <Button className="mt-4 w-full" onClick={() => openModal('payout')}>
            {t('payouts.modal.open')}
          </Button>
          <h3 className="mt-6 text-sm font-semibold text-ink-100">
            {t('interlocutors.console.recentTitle')}
          </h3>
          {data.earnings.recent.length === 0 ? (
            <p className="mt-2 text-sm text-ink-300">{t('interlocutors.console.recentEmpty')}</p>
          ) : (
            <table className="mt-2 w-full text-left text-sm">
              <thead className="text-xs text-ink-400">
                <tr>
                  <th className="py-1 font-medium">{t('interlocutors.console.date')}</th>
                  <th className="py-1 font-medium">{t('interlocutors.console.amount')}</th>
                  <th className="py-1 font-medium">{t('interlocutors.console.status')}</th>
                </tr>
              </thead>
              <tbody>
                {data.earnings.recent.map((row) => (
                  <tr key={row.id} className="border-t border-ink-700/70 text-ink-200">
                    <td className="py-2">{formatDate(row.created_at)}</td>
                    <td className="py-2 font-semibold text-white">+{formatNumber(row.amount)}</td>
                    <td className="py-2 text-xs">
                      {row.status === 'available'
                        ? t('interlocutors.console.statusAvailable')
                        : t('interlocutors.console.statusPending', {
                            date: formatDate(row.release_at),
                          })}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </Card>
      </div>
      {extra ? <div className="mt-6">{extra}</div> : null}
    </div>
  );
}
