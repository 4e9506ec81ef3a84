import { useQuery } from '@tanstack/react-query';
import { NotebookText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { fetchHandoffSummary } from '../api/handoff-summary';
import { chatKeys } from '../api/query-keys';
import { KindMark } from './sender-label';

/** While nothing is shown yet, the owner may still be deciding: look again now and then. */
const recheckMs = 10_000;

/**
 * For the person who took the seat: the summary the owner approved, pinned above the
 * conversation and labelled as the AI companion's words approved (or edited) by the owner.
 * Nothing at all when the owner declined or never decided.
 */
export function PinnedHandoffSummary({ topicId }: { topicId: number }) {
  const { t } = useTranslation();
  const { data: handoff } = useQuery({
    queryKey: [...chatKeys.all, 'handoff-summary', topicId],
    queryFn: () => fetchHandoffSummary(topicId),
    refetchInterval: (query) => (query.state.data ? false : recheckMs),
  });
  if (!handoff) return null;
  return (
    <section
      aria-label={t('ai.handoff.pinnedTitle')}
      data-testid="handoff-summary"
      className="mx-3 mt-2 rounded-2xl border border-purple/40 bg-ink-800/95 px-3 py-2.5 sm:mx-5"
    >
      <div className="flex flex-wrap items-center gap-2">
        <NotebookText className="size-4 shrink-0 text-accent-hover" aria-hidden="true" />
        <p className="text-sm font-semibold text-white">{t('ai.handoff.pinnedTitle')}</p>
        <KindMark kind="ai" />
      </div>
      <p className="mt-1.5 text-sm whitespace-pre-line text-ink-100" data-handoff-text>
        {handoff.summary}
      </p>
      <p className="mt-1.5 text-xs text-ink-400">
        {t(handoff.is_edited ? 'ai.handoff.pinnedEdited' : 'ai.handoff.pinnedBy')}
      </p>
    </section>
  );
}
