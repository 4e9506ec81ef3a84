import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal';
import { LoadingBlock } from '../../../components/ui/spinner';
import { usePreferences } from '../../../lib/preferences';
import { helpLinesQuery } from '../api/help-lines';
import { HelpLines } from './crisis-card';

/**
 * The help lines from the chat menu, one tap away at any time — also after safe mode ended
 * and the pinned card went away.
 */
export function HelpLinesModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { languageId } = usePreferences();
  const { data: lines } = useQuery(helpLinesQuery(languageId));
  return (
    <Modal open onClose={onClose} title={t('safety.card.title')} maxWidth={480}>
      {lines ? <HelpLines lines={lines} /> : <LoadingBlock label={t('common.loading')} />}
    </Modal>
  );
}
