import type { TTopic } from '@parlor/contracts';
import { Bot, Lock, Sparkles, UserRound, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { formatRelative } from '../lib/format-relative';
import { highlightStyle } from '../lib/topic-style';
import { TopicTitle } from './topic-title';

/** One topic of a room: styled title, who is in it, and Start chat. */
export function TopicCard({ topic, now }: { topic: TTopic; now: number }) {
  const { t } = useTranslation();
  const isMine = topic.is_owner || topic.is_guest;
  const isFull = topic.participants_count >= 2 && !isMine;
  // The owner's seat policy (or a removal or block) keeps the caller out: no Start chat.
  const isClosedToMe = !isMine && !isFull && !topic.can_join;
  return (
    <article
      style={highlightStyle(topic)}
      className={cn(
        'flex h-full flex-col gap-4 rounded-[var(--radius-card)] border border-ink-700/80 bg-ink-850/90 p-5 transition',
        !topic.is_highlighted && 'hover:border-ink-500',
      )}
    >
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          {topic.is_highlighted ? (
            <Sparkles
              className="mb-1.5 size-4"
              style={{ color: topic.highlight_color ?? undefined }}
              aria-hidden="true"
            />
          ) : null}
          <TopicTitle
            topic={topic}
            as="h2"
            className="font-display text-lg leading-snug text-white"
          />
        </div>
        <span
          className={cn(
            'inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold',
            isFull ? 'bg-danger/15 text-danger' : 'bg-ink-750 text-ink-200',
          )}
        >
          <Users className="size-3.5" aria-hidden="true" />
          {t('chat.topics.participants', { count: topic.participants_count })}
        </span>
      </div>
      <div className="mt-auto flex items-center justify-between gap-3">
        <span className="flex min-w-0 items-center gap-1.5 text-xs text-ink-400">
          {topic.chat_mode === 'ai' ? (
            <Bot className="size-3.5 shrink-0" aria-hidden="true" />
          ) : (
            <UserRound className="size-3.5 shrink-0" aria-hidden="true" />
          )}
          <span className="truncate">
            {isMine ? (topic.is_owner ? t('chat.topics.yours') : t('chat.topics.joined')) : null}
            {isMine ? ' · ' : null}
            {formatRelative(topic.created_at, now)}
          </span>
        </span>
        {isFull ? (
          <Button size="sm" variant="secondary" disabled>
            {t('chat.topics.full')}
          </Button>
        ) : isClosedToMe ? (
          <span className="inline-flex items-center gap-1 text-xs font-semibold text-ink-400">
            <Lock className="size-3.5" aria-hidden="true" />
            {t('chat.seat.closedBadge')}
          </span>
        ) : (
          <ButtonLink
            size="sm"
            to={`/topics/${topic.id}/chat`}
            variant={isMine ? 'outline' : 'primary'}
          >
            {isMine ? t('chat.topics.openChat') : t('chat.topics.startChat')}
          </ButtonLink>
        )}
      </div>
    </article>
  );
}
