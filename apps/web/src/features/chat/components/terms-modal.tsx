import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { messageBoxId } from './message-input';

/** The topic's house rules: Agree joins the chat; Decline or closing goes back to the rooms. */
export function TermsModal({
  text,
  onAgree,
  onDecline,
}: {
  text: string;
  onAgree: () => Promise<void>;
  onDecline: () => void;
}) {
  const { t } = useTranslation();
  const [isBusy, setIsBusy] = useState(false);
  return (
    <Modal
      open
      onClose={onDecline}
      title={t('chat.room.termsTitle')}
      description={text}
      maxWidth={500}
      // After "Agree" a person writes: the focus goes to the message box.
      returnFocusTo={() => document.getElementById(messageBoxId)}
    >
      <div className="flex gap-3 rounded-2xl border border-accent/30 bg-accent-soft p-4">
        <ShieldCheck className="mt-0.5 size-5 shrink-0 text-accent-hover" aria-hidden="true" />
        <p className="text-body leading-relaxed text-ink-100">{text}</p>
      </div>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDecline} disabled={isBusy}>
          {t('chat.room.decline')}
        </Button>
        <Button
          isLoading={isBusy}
          onClick={() => {
            setIsBusy(true);
            void onAgree().finally(() => setIsBusy(false));
          }}
        >
          {t('chat.room.agree')}
        </Button>
      </div>
    </Modal>
  );
}
