import { WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * The chat page without network and without a copy of the conversation in this tab (a first
 * start of the installed app offline): says so instead of a spinner that never ends. The page
 * loads the conversation by itself once the network is back.
 */
export function OfflineChatNotice() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-1 items-center justify-center px-6">
      <div role="status" className="flex max-w-md flex-col items-center gap-3 text-center">
        <WifiOff className="size-8 text-warning" aria-hidden="true" />
        <p className="font-display text-lg font-bold text-white">{t('chat.room.offlineTitle')}</p>
        <p className="text-ink-300">{t('chat.room.offlineNoCopy')}</p>
      </div>
    </div>
  );
}
