import type { TInterlocutorSearch } from '@parlor/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { decideHandoffSummary, draftHandoffSummary } from '../api/handoff-summary';
import { chatErrorMessage } from '../lib/chat-errors';

/**
 * The hand-off summary: the companion's draft (`writing` until it is there, `failed` when
 * none came: the owner may write one), edited by the owner, then shared or declined.
 */
export function useHandoffSummary({
  topicId,
  onDecided,
}: {
  topicId: number;
  onDecided: (search: TInterlocutorSearch | null) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [phase, setPhase] = useState<'writing' | 'ready' | 'failed'>('writing');
  const [isSaving, setIsSaving] = useState(false);

  useEffect(() => {
    let isCurrent = true;
    draftHandoffSummary(topicId)
      .then((summary) => {
        if (!isCurrent) return;
        setText(summary);
        setPhase('ready');
      })
      .catch(() => isCurrent && setPhase('failed'));
    return () => {
      isCurrent = false;
    };
  }, [topicId]);

  const decide = async (decision: 'accept' | 'decline') => {
    setIsSaving(true);
    try {
      const search = await decideHandoffSummary({
        topic_id: topicId,
        decision,
        ...(decision === 'accept' ? { summary: text } : {}),
      });
      toast.success(t(decision === 'accept' ? 'ai.handoff.shared' : 'ai.handoff.declined'));
      onDecided(search);
    } catch (error) {
      toast.error(chatErrorMessage(error));
    } finally {
      setIsSaving(false);
    }
  };

  return { text, setText, phase, isSaving, decide };
}
