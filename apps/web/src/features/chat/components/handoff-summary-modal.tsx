import { handoffLimits, type TInterlocutorSearch } from '@parlor/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { LoadingBlock } from '../../../components/ui/spinner';
import { useHandoffSummary } from '../hooks/use-handoff-summary';
import { KindMark } from './sender-label';

const wordCount = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;

/**
 * Asked first when the owner presses *Human*: the AI companion's short summary of the
 * conversation, to read, edit and share with the person who takes over — or to share
 * nothing. The search for a person starts only with that choice (no interlocutor sees the
 * request before); closing the dialog asks for nobody. Nothing is shared unless chosen.
 */
export function HandoffSummaryModal({
  topicId,
  onDecided,
  onCancel,
}: {
  topicId: number;
  /** The choice was saved and the search started (the server's answer). */
  onDecided: (search: TInterlocutorSearch | null) => void;
  /** Closed without a choice: no search. */
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { text, setText, phase, isSaving, decide } = useHandoffSummary({ topicId, onDecided });

  return (
    <Modal
      open
      persistent
      onClose={onCancel}
      title={t('ai.handoff.title')}
      description={t('ai.handoff.intro')}
      showDescription
      maxWidth={560}
      footer={
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" isLoading={isSaving} onClick={() => void decide('decline')}>
            {t('ai.handoff.decline')}
          </Button>
          <Button
            isLoading={isSaving}
            disabled={phase === 'writing' || !text.trim()}
            onClick={() => void decide('accept')}
          >
            {t('ai.handoff.share')}
          </Button>
        </div>
      }
    >
      {phase === 'writing' ? (
        <LoadingBlock label={t('ai.handoff.writing')} />
      ) : (
        <div className="flex flex-col gap-2">
          <KindMark kind="ai" className="self-start" />
          {phase === 'failed' ? (
            <p className="text-sm text-ink-300">{t('ai.handoff.failed')}</p>
          ) : null}
          <TextAreaField
            label={t('ai.handoff.label')}
            value={text}
            limit={handoffLimits.maxLength}
            hint={t('ai.handoff.words', { count: wordCount(text) })}
            onChange={(event) => setText(event.target.value)}
            rows={6}
          />
        </div>
      )}
    </Modal>
  );
}
