import type { TInterlocutorConsole } from '@parlor/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';

/** Seconds since an ISO time, ticking every second. */
function useSecondsSince() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return (iso: string) => Math.max(0, Math.round((now - new Date(iso).getTime()) / 1000));
}

/** The live list of waiting requests, each with how long it waits and Accept. */
export function ConsoleRequestsCard({
  offers,
  acceptingId,
  onAccept,
}: {
  offers: TInterlocutorConsole['offers'];
  acceptingId: number | null;
  onAccept: (requestId: number) => void;
}) {
  const { t } = useTranslation();
  const secondsSince = useSecondsSince();
  return (
    <Card aria-live="polite">
      <CardTitle>{t('interlocutors.console.requestsTitle')}</CardTitle>
      {offers.length === 0 ? (
        <p className="mt-4 text-sm text-ink-300">{t('interlocutors.console.requestsEmpty')}</p>
      ) : (
        <ul className="mt-4 flex flex-col gap-3">
          {offers.map((offer) => (
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
                onClick={() => onAccept(offer.request_id)}
              >
                {t('interlocutors.console.accept')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
