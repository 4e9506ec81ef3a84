import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/feedback';
import { formatNumber } from '../../../lib/format';
import { openModal } from '../../../lib/modals';
import type { CreateTopicFailure } from '../hooks/use-create-topic-form';
import { openExistingChat } from '../lib/open-existing-chat';

/**
 * Why a topic cannot be created: too few points (with Top up), an existing chat (with a way
 * to it), or another failure.
 */
export function CreateTopicFailures({
  failure,
  canAfford,
  cost,
  onClose,
}: {
  failure: CreateTopicFailure | null;
  canAfford: boolean;
  cost: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const costText = t('chat.validation.notEnoughPointsForTopic', { cost: formatNumber(cost) });
  return (
    <>
      {!canAfford || failure?.kind === 'points' ? (
        <ErrorBox message={failure?.kind === 'points' ? failure.message : costText}>
          <Button size="sm" variant="outline" onClick={() => openModal('topUp', {})}>
            {t('chat.create.topUp')}
          </Button>
        </ErrorBox>
      ) : null}
      {failure?.kind === 'existing' ? (
        <ErrorBox message={failure.existing.message}>
          {failure.existing.topicId !== undefined || failure.existing.title ? (
            <Button
              size="sm"
              onClick={() => {
                onClose();
                void openExistingChat(failure.existing);
              }}
            >
              {t('chat.create.openExisting')}
            </Button>
          ) : (
            <span className="text-sm text-ink-200">{t('chat.create.closeCurrentFirst')}</span>
          )}
        </ErrorBox>
      ) : null}
      {failure?.kind === 'other' ? <ErrorBox message={failure.message} /> : null}
    </>
  );
}
