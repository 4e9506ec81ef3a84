import { attachmentLimits, detectImageFormat } from '@parlor/contracts';
import type { TFunction } from 'i18next';
import { formatFixed } from '../../../lib/format';

/**
 * The Send files checks the browser can make before uploading (the server repeats them):
 * the count, the size and the image type by the file's first bytes. Answers the problem's
 * text, or undefined.
 */
export async function checkFile(file: File, t: TFunction): Promise<string | undefined> {
  if (file.size === 0) return t('attachments.errors.invalidFileSize');
  if (file.size > attachmentLimits.maxFileBytes)
    return t('attachments.errors.fileTooLarge', { size: attachmentLimits.maxFileSizeText });
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  if (!detectImageFormat(head)) return t('attachments.errors.imagesOnly');
  return undefined;
}

export function tooManyFilesText(t: TFunction): string {
  return t('attachments.errors.tooManyFiles', { n: attachmentLimits.maxFiles });
}

/** `1.2 MB`, `340 KB`, `12 B`. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${formatFixed(bytes / (1024 * 1024), 1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}
