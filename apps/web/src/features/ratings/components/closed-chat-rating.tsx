import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { openModal } from '../../../lib/modals';
import { useNow } from '../../../lib/use-now';
import { useConversationRating } from '../api/ratings';
import { changeableRating } from '../lib/changeable-rating';
import { GivenStars } from './conversation-rating-panel';
import '../texts';

/**
 * The owner's rating on a closed conversation of "Active chats", where the topic's page can no
 * longer be opened: the given stars with *Change rating* for 24 hours, or *Rate this
 * conversation* while it may still be rated (the dialog was closed without an answer).
 * Nothing once the rating can no longer be changed, for a skip, or without anything to rate.
 * `title` names the conversation in the buttons' accessible names (one list, many rows).
 */
export function ClosedChatRating({ topicId, title }: { topicId: number; title: string }) {
  const { t } = useTranslation();
  const state = useConversationRating(topicId);
  const now = useNow();
  const data = state.data;
  if (!data) return null;
  const given = changeableRating(data.rating, now);
  if (given?.score) {
    return (
      <div
        className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1"
        data-testid="closed-chat-rating"
      >
        <GivenStars score={given.score} starClassName="size-4" />
        <Button
          size="sm"
          variant="outline"
          onClick={() => openModal('rateConversation', { topicId, isChange: true })}
          aria-label={`${t('ratings.panel.change')}: ${title}`}
        >
          {t('ratings.panel.change')}
        </Button>
      </div>
    );
  }
  if (!data.can_rate) return null;
  return (
    <div className="mt-2" data-testid="closed-chat-rating">
      <Button
        size="sm"
        variant="outline"
        onClick={() => openModal('rateConversation', { topicId })}
        aria-label={`${t('ratings.panel.rate')}: ${title}`}
      >
        {t('ratings.panel.rate')}
      </Button>
    </div>
  );
}
