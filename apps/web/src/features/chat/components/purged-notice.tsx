import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import '../texts';

/**
 * Where the conversation was: its owner deleted it now, so nothing of it is left
 * to show; the person in the seat reads that it was closed by its owner.
 */
export function PurgedNotice({ roomId }: { roomId: number }) {
  const { t } = useTranslation();
  return (
    <div
      className="flex flex-1 flex-col items-center justify-center gap-4 px-6 text-center"
      role="status"
      data-testid="purged-notice"
    >
      <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-ink-800 text-ink-300">
        <Trash2 className="size-7" aria-hidden="true" />
      </span>
      <p className="max-w-md font-display text-lg font-bold text-white">
        {t('conversations.closed.purgedByOwner')}
      </p>
      <ButtonLink to={`/rooms/${roomId}/topics`} variant="outline">
        {t('chat.room.backToRooms')}
      </ButtonLink>
    </div>
  );
}
