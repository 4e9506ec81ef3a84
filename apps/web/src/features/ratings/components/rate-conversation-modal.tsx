import { ZRateConversationSchema, ratingRules } from '@parlor/contracts';
import { Star } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { rateConversation, skipRating, useConversationRating } from '../api/ratings';
import '../texts';

const scores = [1, 2, 3, 4, 5] as const;

/** Five stars as radio buttons: arrow keys move between them, each says "n of 5 stars". */
function StarPicker({ value, onChange }: { value: number; onChange: (score: number) => void }) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium text-ink-200">
        {t('ratings.modal.scoreLegend')}
      </legend>
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
    </fieldset>
  );
}

/** The dialog's form: stars, words, *Send rating* and *Skip*. */
function RatingForm({ topicId, onClose }: { topicId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const [score, setScore] = useState(0);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<{ score?: string; comment?: string }>({});
  const [isSending, setIsSending] = useState(false);

  const settle = async (action: () => Promise<string>) => {
    setIsSending(true);
    try {
      toast.success(await action());
    } catch (failure) {
      toast.error(failure instanceof ApiError ? failure.message : t('common.genericError'));
    } finally {
      setIsSending(false);
      onClose();
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
      return t('ratings.modal.thanks');
    });
  };
  const skip = () =>
    void settle(async () => {
      await skipRating(topicId);
      return t('ratings.modal.skipped');
    });

  return (
    <div className="flex flex-col gap-4">
      <StarPicker
        value={score}
        onChange={(chosen) => {
          setScore(chosen);
          setError((found) => ({ ...found, score: undefined }));
        }}
      />
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
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={skip} disabled={isSending}>
          {t('ratings.modal.skip')}
        </Button>
        <Button onClick={send} isLoading={isSending}>
          {t('ratings.modal.submit')}
        </Button>
      </div>
    </div>
  );
}

/**
 * Asks the owner, after the person left the seat, to rate the conversation: 1–5 stars and
 * optional words, or *Skip* (one press, never asked again). Opens only when the server says
 * this conversation may be rated now; otherwise it closes without showing anything.
 */
export function RateConversationModal({
  topicId,
  onClose,
}: {
  topicId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const state = useConversationRating(topicId);
  // Not asked (already rated or skipped, too short, not the owner): nothing shows.
  const isNotAsked = state.isError || (state.data !== undefined && !state.data.can_rate);
  useEffect(() => {
    if (isNotAsked) onClose();
  }, [isNotAsked, onClose]);
  if (state.data?.can_rate !== true) return null;
  const name = state.data.rated_name ?? '';
  return (
    <Modal
      open
      onClose={onClose}
      title={t('ratings.modal.title', { name })}
      description={t('ratings.modal.intro', { name })}
      showDescription
    >
      <RatingForm topicId={topicId} onClose={onClose} />
    </Modal>
  );
}
