import type { TInterlocutorConsole } from '@parlor/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { ItemRow } from '../../../components/ui/item-row';
import { ConsoleList } from './console-list';

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
      <ConsoleList
        isEmpty={offers.length === 0}
        emptyText={t('interlocutors.console.requestsEmpty')}
      >
        {offers.map((offer) => (
          <ItemRow
            look="outlined"
            key={offer.request_id}
            name={offer.topic_title}
            details={
              <>
                {t('interlocutors.console.room')}: {offer.room_title} ·{' '}
                {t('interlocutors.console.waiting')}:{' '}
                {t('interlocutors.console.waitingSeconds', {
                  seconds: secondsSince(offer.created_at),
                })}
              </>
            }
            action={
              <Button
                size="sm"
                disabled={acceptingId !== null}
                onClick={() => onAccept(offer.request_id)}
              >
                {t('interlocutors.console.accept')}
              </Button>
            }
          />
        ))}
      </ConsoleList>
    </Card>
  );
}
