import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardTitle } from '../../../components/ui/card';
import { ErrorBox } from '../../../components/ui/feedback';
import { LoadingBlock } from '../../../components/ui/spinner';
import { formatNumber } from '../../../lib/format';
import { useOwnRatings } from '../api/ratings';
import '../texts';

/**
 * "Your ratings" in the interlocutor's console: the average and count, and what people
 * wrote without who or when — all of it only once enough ratings exist to keep owners
 * anonymous.
 */
export function OwnRatingsCard() {
  const { t } = useTranslation();
  const { data, isPending, isError } = useOwnRatings();
  return (
    <Card aria-labelledby="own-ratings-title" data-testid="own-ratings">
      <CardTitle id="own-ratings-title" className="flex items-center gap-2">
        <Star aria-hidden="true" className="size-5 text-warning" />
        {t('ratings.own.title')}
      </CardTitle>
      {isPending ? <LoadingBlock label={t('common.loading')} /> : null}
      {isError ? <ErrorBox message={t('common.genericError')} /> : null}
      {data && !data.is_shown ? (
        <p className="mt-3 text-sm text-ink-300">
          {t('ratings.own.notYet', { count: data.shown_from })}
        </p>
      ) : null}
      {data?.is_shown ? (
        <div className="mt-3 flex flex-col gap-3">
          <p className="font-display text-lg font-bold text-white">
            {t('ratings.own.average', { average: formatNumber(data.average ?? 0, 1) })}
            <span className="ml-3 text-sm font-normal text-ink-300">
              {t('ratings.own.count', { count: data.count ?? 0 })}
            </span>
          </p>
          <h3 className="text-sm font-semibold text-ink-100">{t('ratings.own.comments')}</h3>
          {data.comments.length === 0 ? (
            <p className="text-sm text-ink-300">{t('ratings.own.noComments')}</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {data.comments.map((comment, index) => (
                <li
                  key={index}
                  className="rounded-2xl bg-ink-800/70 px-4 py-2.5 text-sm break-words text-ink-100"
                >
                  {comment}
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </Card>
  );
}
