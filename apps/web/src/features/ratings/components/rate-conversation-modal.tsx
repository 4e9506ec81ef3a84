import { ZRateConversationSchema, ratingRules, type TOwnRating } from '@parlor/contracts';
import { Star } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ChoiceFieldset } from '../../../components/ui/choice-fieldset';
import { TextAreaField } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { rateConversation, skipRating, useConversationRating } from '../api/ratings';
import { changeableRating } from '../lib/changeable-rating';
import { useNow } from '../../../lib/use-now';
import '../texts';

const scores = [1, 2, 3, 4, 5] as const;

/** Five stars as radio buttons: arrow keys move between them, each says "n of 5 stars". */
function StarPicker({ value, onChange }: { value: number; onChange: (score: number) => void }) {
  const { t } = useTranslation();
  return (
    <ChoiceFieldset legend={t('ratings.modal.scoreLegend')}>
      <div className="flex gap-1">
        {scores.map((score) => (
          <label key={score} className="cursor-pointer rounded-lg p-1 focus-within:ring-2">
            <input
              type="radio"
              name="rating_score"
              value={score}
              checked={value === score}
              onChange={() => onChange(score)}
              className="sr-only"
              aria-label={t('ratings.modal.star', { count: score })}
            />
            <Star
              aria-hidden="true"
              className={cn(
                'size-8 transition',
                score <= value ? 'fill-warning text-warning' : 'text-ink-400',
              )}
            />
          </label>
        ))}
      </div>
    </ChoiceFieldset>
  );
}

/**
 * The dialog's form: stars, words, *Send rating* and *Skip*; when changing a rating, the
 * given one filled in and *Save changes* (a skip is final, so there is no *Skip* then).
 */
/** The rating form's state: the score and words, their errors, and sending or skipping. */
function useRatingForm(topicId: number, given: TOwnRating | null, onClose: () => void) {
  const { t } = useTranslation();
  const [score, setScore] = useState(given?.score ?? 0);
  const [comment, setComment] = useState(given?.comment ?? '');
  const [error, setError] = useState<{ score?: string; comment?: string }>({});
  const [isSending, setIsSending] = useState(false);

  // Closes once saved; a failure (said in a toast) keeps the dialog with the stars and words,
  // to try again or close.
  const settle = async (action: () => Promise<string>) => {
    setIsSending(true);
    try {
      toast.success(await action());
      onClose();
    } catch (failure) {
      toast.error(failure instanceof ApiError ? failure.message : t('common.genericError'));
    } finally {
      setIsSending(false);
    }
  };
  const send = () => {
    const parsed = ZRateConversationSchema.safeParse({ topic_id: topicId, score, comment });
    if (!parsed.success) {
      const failed = (field: string) => parsed.error.issues.some((i) => i.path[0] === field);
      setError({
        score: failed('score') ? t('ratings.validation.scoreRequired') : undefined,
        comment: failed('comment') ? t('ratings.validation.commentTooLong') : undefined,
      });
      return;
    }
    void settle(async () => {
      await rateConversation({ topic_id: topicId, score, comment: comment.trim() });
      return given ? t('ratings.modal.changed') : t('ratings.modal.thanks');
    });
  };
  const skip = () =>
    void settle(async () => {
      await skipRating(topicId);
      return t('ratings.modal.skipped');
    });
  const chooseScore = (chosen: number) => {
    setScore(chosen);
    setError((found) => ({ ...found, score: undefined }));
  };
  return { score, comment, setComment, error, isSending, send, skip, chooseScore };
}

function RatingForm({
  topicId,
  given,
  onClose,
}: {
  topicId: number;
  given: TOwnRating | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { score, comment, setComment, error, isSending, send, skip, chooseScore } = useRatingForm(
    topicId,
    given,
    onClose,
  );

  return (
    <div className="flex flex-col gap-4">
      <StarPicker value={score} onChange={chooseScore} />
      {error.score ? (
        <p role="alert" className="text-fine font-medium text-danger">
          {error.score}
        </p>
      ) : null}
      <TextAreaField
        label={t('ratings.modal.comment')}
        hint={t('ratings.modal.commentHint')}
        value={comment}
        limit={ratingRules.commentMax}
        error={error.comment}
        onChange={(event) => setComment(event.target.value)}
      />
      {given?.editable_until ? (
        <p className="text-fine text-ink-400">
          {t('ratings.modal.editUntil', { time: formatDateTime(given.editable_until) })}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        {given ? null : (
          <Button variant="ghost" onClick={skip} disabled={isSending}>
            {t('ratings.modal.skip')}
          </Button>
        )}
        <Button onClick={send} isLoading={isSending}>
          {given ? t('ratings.modal.save') : t('ratings.modal.submit')}
        </Button>
      </div>
    </div>
  );
}

/**
 * Asks the owner, after the person left the seat, to rate the conversation: 1–5 stars and
 * optional words, or *Skip* (one press, never asked again). Opens only when the server says
 * this conversation may be rated now; otherwise it closes without showing anything.
 * With `isChange`, it changes the owner's rating instead, while it can still be changed.
 */
export function RateConversationModal({
  topicId,
  isChange = false,
  onClose,
}: {
  topicId: number;
  isChange?: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const state = useConversationRating(topicId);
  const now = useNow();
  const given = isChange ? changeableRating(state.data?.rating ?? null, now) : null;
  const isShown = isChange ? given !== null : state.data?.can_rate === true;
  // Decided on an answer given since the dialog opened: the page's panel may hold one from
  // before the person left.
  const [openedAt] = useState(Date.now);
  const isAnswered = state.data !== undefined && state.dataUpdatedAt >= openedAt;
  // Not asked (already rated or skipped, too short, not the owner, too late): nothing shows.
  const isNotAsked = state.isError || (isAnswered && !isShown);
  useEffect(() => {
    if (isNotAsked) onClose();
  }, [isNotAsked, onClose]);
  if (!isAnswered || !state.data || !isShown) return null;
  const name = state.data.rated_name ?? '';
  return (
    <Modal
      open
      onClose={onClose}
      title={isChange ? t('ratings.modal.editTitle', { name }) : t('ratings.modal.title', { name })}
      description={t('ratings.modal.intro', { name })}
      showDescription
    >
      <RatingForm topicId={topicId} given={given} onClose={onClose} />
    </Modal>
  );
}
