import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format';
import { openModal } from '../../../lib/modals';
import { useNow } from '../../../lib/use-now';
import { useConversationRating } from '../api/ratings';
import { changeableRating } from '../lib/changeable-rating';
import '../texts';

/** The given score as five stars, read out as "n of 5 stars". */
export function GivenStars({
  score,
  starClassName = 'size-5',
}: {
  score: number;
  starClassName?: string;
}) {
  const { t } = useTranslation();
  return (
    <p className="flex gap-0.5" role="img" aria-label={t('ratings.modal.star', { count: score })}>
      {[1, 2, 3, 4, 5].map((star) => (
        <Star
          key={star}
          aria-hidden="true"
          className={cn(
            starClassName,
            star <= score ? 'fill-warning text-warning' : 'text-ink-400',
          )}
        />
      ))}
    </p>
  );
}

/**
 * The owner's rating of the conversation on its page, beside the chat: *Rate this
 * conversation* while it may be rated (the dialog was closed without an answer), then the
 * given stars and words with *Change rating* for 24 hours, and after that a line saying it can
 * no longer be changed. Nothing before the person left, for a skip, or for anyone but the owner.
 */
export function ConversationRatingPanel({ topicId }: { topicId: number }) {
  const { t } = useTranslation();
  const state = useConversationRating(topicId);
  const now = useNow();
  const data = state.data;
  const rating = data?.rating ?? null;
  const canRate = data?.can_rate === true;
  if (!canRate && (rating === null || rating.score === null)) return null;
  const isChangeable = changeableRating(rating, now) !== null;
  return (
    <section
      className="rounded-2xl border border-ink-700/80 bg-ink-850/90 p-4"
      aria-labelledby="conversation-rating-title"
      data-testid="conversation-rating"
    >
      <h2
        id="conversation-rating-title"
        className="mb-3 text-xs font-bold tracking-wider text-ink-400 uppercase"
      >
        {t('ratings.modal.scoreLegend')}
      </h2>
      {rating?.score ? (
        <div className="flex flex-col gap-2 text-sm">
          <GivenStars score={rating.score} />
          {rating.comment ? <p className="break-words text-ink-200">{rating.comment}</p> : null}
          {isChangeable && rating.editable_until ? (
            <>
              <p className="text-fine text-ink-400">
                {t('ratings.modal.editUntil', { time: formatDateTime(rating.editable_until) })}
              </p>
              <Button
                size="sm"
                variant="outline"
                onClick={() => openModal('rateConversation', { topicId, isChange: true })}
              >
                {t('ratings.panel.change')}
              </Button>
            </>
          ) : (
            <p className="text-fine text-ink-400">{t('ratings.panel.locked')}</p>
          )}
        </div>
      ) : (
        <Button
          size="sm"
          variant="outline"
          className="w-full"
          onClick={() => openModal('rateConversation', { topicId })}
        >
          {t('ratings.panel.rate')}
        </Button>
      )}
    </section>
  );
}
