import {
  attachmentLimits,
  attachmentsCostCenti,
  centiToPoints,
  limits,
  messageCostCenti,
} from '@parlor/contracts';
import { Coins, FileText, Trash2 } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { formatNumber } from '../../../lib/format';
import { useSettings } from '../../../lib/site-data';
import { formatFileSize, tooManyFilesText } from './check-files';
import type { PendingFile } from './send-files';

/** An object URL for a file's preview, revoked when the file goes. */
function usePreviewUrl(file: File): string {
  const url = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return url;
}

function FilePreview({
  pending,
  onRemove,
  onInvalid,
}: {
  pending: PendingFile;
  onRemove: () => void;
  onInvalid: () => void;
}) {
  const { t } = useTranslation();
  const url = usePreviewUrl(pending.file);
  return (
    <li className="flex items-center gap-3 rounded-xl border border-ink-700 bg-ink-800 p-2">
      {pending.type === 'image' ? (
        <img
          src={url}
          alt=""
          onError={onInvalid}
          className="size-16 shrink-0 rounded-lg bg-ink-900 object-cover"
        />
      ) : (
        <span className="flex size-16 shrink-0 items-center justify-center rounded-lg bg-ink-900">
          <FileText className="size-7 text-ink-300" aria-hidden="true" />
          <img src={url} alt="" onError={onInvalid} className="hidden" />
        </span>
      )}
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium text-ink-100">{pending.file.name}</p>
        <p className="text-xs text-ink-400">{formatFileSize(pending.file.size)}</p>
      </div>
      <button
        type="button"
        onClick={onRemove}
        aria-label={t('attachments.modal.remove', { name: pending.file.name })}
        className="inline-flex size-10 items-center justify-center rounded-xl text-ink-300 transition hover:bg-ink-750 hover:text-white"
      >
        <Trash2 className="size-4" aria-hidden="true" />
      </button>
    </li>
  );
}

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
  const settings = useSettings().data;
  const [text, setText] = useState(initialText);
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());
  const [isSending, setIsSending] = useState(false);

  const costCenti = settings
    ? messageCostCenti(text, settings.message_symbol_cost) +
      attachmentsCostCenti(
        files.map((pending) => pending.type),
        settings,
      )
    : 0;
  const tooMany = files.length > attachmentLimits.maxFiles;
  const hasInvalid = files.some((pending) => invalid.has(pending.id));
  const shownProblem =
    problem ??
    (tooMany ? tooManyFilesText(t) : hasInvalid ? t('attachments.errors.invalidFile') : undefined);
  const canSend = files.length > 0 && !tooMany && !hasInvalid && !isSending;

  const send = async () => {
    if (!canSend) return;
    setIsSending(true);
    await onSend(text.trim());
    setIsSending(false);
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('attachments.modal.title')}
      maxWidth={560}
      footer={
        <div className="flex flex-wrap items-center justify-between gap-3">
          <span
            className="inline-flex items-center gap-1.5 text-sm font-medium text-ink-200"
            data-testid="files-cost"
          >
            <Coins className="size-4 text-yellow" aria-hidden="true" />
            {isFree
              ? t('safety.cost.free')
              : t('attachments.modal.total', { cost: formatNumber(centiToPoints(costCenti)) })}
          </span>
          <div className="flex gap-2">
            <Button variant="ghost" onClick={onClose}>
              {t('attachments.modal.cancel')}
            </Button>
            <Button onClick={() => void send()} disabled={!canSend} isLoading={isSending}>
              {t('attachments.modal.send')}
            </Button>
          </div>
        </div>
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
              onInvalid={() => setInvalid((current) => new Set(current).add(pending.id))}
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
