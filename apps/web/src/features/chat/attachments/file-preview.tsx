import { FileText, Trash2 } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from './check-files';
import type { PendingFile } from './send-files';

/** An object URL for a file's preview, revoked when the file goes. */
function usePreviewUrl(file: File): string {
  const url = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return url;
}

/** A chosen file in the Send files modal: its preview, name, size and Remove. */
export function FilePreview({
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
