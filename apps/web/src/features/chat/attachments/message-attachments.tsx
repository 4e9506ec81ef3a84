import type { TAttachment } from '@parlor/contracts';
import { Download, FileText } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AttachmentLightbox } from './attachment-lightbox';
import { formatFileSize } from './check-files';

/**
 * A message's attachments: images as thumbnails that open the lightbox, documents with
 * their size and a download button.
 */
export function MessageAttachments({ attachments }: { attachments: TAttachment[] }) {
  const { t } = useTranslation();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const images = attachments.filter((attachment) => attachment.type === 'image');
  const documents = attachments.filter((attachment) => attachment.type !== 'image');
  if (attachments.length === 0) return null;
  return (
    <div className="flex max-w-[85%] flex-col gap-2 sm:max-w-[70%]">
      {images.length > 0 ? (
        <div className="flex flex-wrap gap-2">
          {images.map((image, index) => (
            <button
              key={image.path}
              type="button"
              onClick={(event) => {
                setOpener(event.currentTarget);
                setOpenIndex(index);
              }}
              aria-label={t('attachments.list.openImage', { name: image.original_filename })}
              className="overflow-hidden rounded-xl border border-ink-700 bg-ink-800 transition hover:border-accent focus-visible:ring-2 focus-visible:ring-accent"
            >
              <img
                src={image.thumbnail_path ?? image.path}
                alt={image.original_filename}
                width={image.width ?? undefined}
                height={image.height ?? undefined}
                loading="lazy"
                className="h-32 w-auto max-w-56 object-cover"
              />
            </button>
          ))}
        </div>
      ) : null}
      {documents.map((document) => (
        <div
          key={document.path}
          className="flex items-center gap-3 rounded-xl border border-ink-700 bg-ink-800 px-3 py-2"
        >
          <FileText className="size-6 shrink-0 text-ink-300" aria-hidden="true" />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm text-ink-100">{document.original_filename}</p>
            <p className="text-xs text-ink-400">{formatFileSize(document.filesize)}</p>
          </div>
          <a
            href={document.path}
            download={document.original_filename}
            aria-label={t('attachments.list.download', { name: document.original_filename })}
            className="inline-flex size-10 items-center justify-center rounded-xl text-ink-200 transition hover:bg-ink-750 hover:text-white"
          >
            <Download className="size-4" aria-hidden="true" />
          </a>
        </div>
      ))}
      <AttachmentLightbox
        images={images}
        index={openIndex}
        onIndexChange={setOpenIndex}
        onClose={() => setOpenIndex(null)}
        returnFocusTo={opener}
      />
    </div>
  );
}
