import { UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { SettingsCard } from '../../../components/ui/settings-card';
import { ErrorBox } from '../../../components/ui/feedback';
import { LoadingBlock } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { formatShortDate } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useItemAction } from '../../../lib/use-item-action';
import { unblockPerson, useBlockedPeople } from '../api/ratings';
import '../texts';

/**
 * "People you blocked" on the account page: each by the name they went by in that
 * conversation, with its title and the date, and *Unblock* — the user's own list, no staff
 * needed.
 */
export function BlockedPeopleCard() {
  const { t, i18n } = useTranslation();
  const { data, isPending, isError } = useBlockedPeople();
  const { busyId: unblocking, runOn } = useItemAction();

  const unblock = (id: number, name: string) =>
    runOn(id, async () => {
      try {
        await unblockPerson(id);
        toast.success(t('ratings.blocks.unblocked', { name }));
      } catch (failure) {
        toast.error(failure instanceof ApiError ? failure.message : t('common.genericError'));
      }
    });

  return (
    <SettingsCard
      icon={UserX}
      title={t('ratings.blocks.title')}
      intro={t('ratings.blocks.intro')}
      className="gap-4"
    >
      {isPending ? <LoadingBlock label={t('common.loading')} /> : null}
      {isError ? <ErrorBox message={t('common.genericError')} /> : null}
      {data?.length === 0 ? (
        <p className="text-sm text-ink-300">{t('ratings.blocks.empty')}</p>
      ) : null}
      {data && data.length > 0 ? (
        <ul className="flex flex-col gap-2" aria-label={t('ratings.blocks.title')}>
          {data.map((person) => (
            <li
              key={person.id}
              className="flex items-center justify-between gap-3 rounded-2xl bg-ink-800/70 px-4 py-3"
            >
              <div className="min-w-0">
                <p className="truncate font-medium text-white">{person.name}</p>
                <p className="text-xs text-ink-300">
                  {t('ratings.blocks.blockedOn', {
                    date: formatShortDate(person.blocked_at, i18n.language),
                  })}
                  {person.topic_title
                    ? ` · ${t('ratings.blocks.inTopic', { title: person.topic_title })}`
                    : ''}
                </p>
              </div>
              <Button
                variant="secondary"
                size="sm"
                isLoading={unblocking === person.id}
                onClick={() => void unblock(person.id, person.name)}
                aria-label={`${t('ratings.blocks.unblock')}: ${person.name}`}
              >
                {t('ratings.blocks.unblock')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </SettingsCard>
  );
}
