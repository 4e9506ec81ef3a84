import { centiToPoints, limits } from '@parlor/contracts';
import { Coins } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { formatNumber } from '../../../lib/format';
import { FilePreview } from './file-preview';
import type { PendingFile } from './send-files';
import { useSendFiles } from './use-send-files';

/**
 * Send files (spec §2): previews of the chosen files, each removable, an optional message,
 * the total cost (text + each attachment by type) before sending, and the limits' texts.
 */
export function SendFilesModal({
  open,
  files,
  problem,
  initialText,
  isFree = false,
  onRemove,
  onClose,
  onSend,
}: {
  open: boolean;
  files: PendingFile[];
  /** A limit the last choice broke (shown until the files change). */
  problem: string | undefined;
  initialText: string;
  /** The sender's messages are free here (the server's `free_sends`): "Free", not a total. */
  isFree?: boolean;
  onRemove: (id: string) => void;
  onClose: () => void;
  onSend: (text: string) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const { text, setText, isSending, costCenti, shownProblem, canSend, send, markInvalid } =
    useSendFiles({ files, problem, initialText, onSend });

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('attachments.modal.title')}
      maxWidth={560}
      footer={
        <SendFilesFooter
          costText={
            isFree
              ? t('safety.cost.free')
              : t('attachments.modal.total', { cost: formatNumber(centiToPoints(costCenti)) })
          }
          canSend={canSend}
          isSending={isSending}
          onCancel={onClose}
          onSend={() => void send()}
        />
      }
    >
      {files.length === 0 ? (
        <p className="text-sm text-ink-300">{t('attachments.modal.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label={t('attachments.modal.title')}>
          {files.map((pending) => (
            <FilePreview
              key={pending.id}
              pending={pending}
              onRemove={() => onRemove(pending.id)}
              onInvalid={() => markInvalid(pending.id)}
            />
          ))}
        </ul>
      )}
      {shownProblem ? (
        <p role="alert" className="mt-3 text-sm font-medium text-danger">
          {shownProblem}
        </p>
      ) : null}
      <label className="mt-4 block text-sm font-medium text-ink-200">
        {t('attachments.modal.caption')}
        <textarea
          value={text}
          rows={2}
          maxLength={limits.messageMax}
          onChange={(event) => setText(event.target.value)}
          className="mt-1.5 block w-full resize-none rounded-xl border border-ink-600 bg-ink-800 px-3 py-2 text-body text-ink-100 focus:border-accent focus:ring-2 focus:ring-accent focus:outline-none"
        />
      </label>
    </Modal>
  );
}

/** The total (or "Free"), Cancel and Send. */
function SendFilesFooter({
  costText,
  canSend,
  isSending,
  onCancel,
  onSend,
}: {
  costText: string;
  canSend: boolean;
  isSending: boolean;
  onCancel: () => void;
  onSend: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <span
        className="inline-flex items-center gap-1.5 text-sm font-medium text-ink-200"
        data-testid="files-cost"
      >
        <Coins className="size-4 text-yellow" aria-hidden="true" />
        {costText}
      </span>
      <div className="flex gap-2">
        <Button variant="ghost" onClick={onCancel}>
          {t('attachments.modal.cancel')}
        </Button>
        <Button onClick={onSend} disabled={!canSend} isLoading={isSending}>
          {t('attachments.modal.send')}
        </Button>
      </div>
    </div>
  );
}
