import type { TAttachment } from '@parlor/contracts';
import * as Dialog from '@radix-ui/react-dialog';
import { ChevronLeft, ChevronRight, X, ZoomIn, ZoomOut } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

const zoomStep = 0.5;
const minZoom = 1;
const maxZoom = 4;

const controlClass =
  'inline-flex size-11 items-center justify-center rounded-xl bg-ink-850/90 text-ink-100 transition hover:bg-ink-750 disabled:opacity-40';

/**
 * The lightbox of a message's images (spec §2, §9): zoom in steps of 0.5, the arrow keys
 * move between the message's images, Escape closes; Radix Dialog traps the focus and gives
 * it back to the thumbnail that opened it.
 */
export function AttachmentLightbox({
  images,
  index,
  onIndexChange,
  onClose,
  returnFocusTo,
}: {
  images: TAttachment[];
  /** The thumbnail that opened it: focus goes back there on close. */
  returnFocusTo?: HTMLElement | null;
  /** The open image, or null when closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [zoom, setZoom] = useState(1);
  const image = index === null ? undefined : images[index];

  const go = (next: number) => {
    if (next < 0 || next >= images.length) return;
    setZoom(1);
    onIndexChange(next);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (index === null) return;
    if (event.key === 'ArrowRight') go(index + 1);
    if (event.key === 'ArrowLeft') go(index - 1);
  };

  return (
    <Dialog.Root
      open={image !== undefined}
      onOpenChange={(isOpen) => {
        if (!isOpen) {
          setZoom(1);
          onClose();
        }
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/90" />
        <Dialog.Content
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(event) => {
            if (!returnFocusTo?.isConnected) return;
            event.preventDefault();
            returnFocusTo.focus();
          }}
          className="fixed inset-0 z-50 flex flex-col outline-none"
          data-testid="lightbox"
        >
          <div className="flex items-center justify-between gap-3 p-3">
            <Dialog.Title className="truncate text-sm font-medium text-ink-100">
              {image?.original_filename}
            </Dialog.Title>
            <Dialog.Description className="sr-only">
              {index !== null
                ? t('attachments.lightbox.position', { index: index + 1, count: images.length })
                : t('attachments.lightbox.title')}
            </Dialog.Description>
            <div className="flex items-center gap-2">
              <ZoomControls zoom={zoom} onZoomChange={setZoom} />
              <Dialog.Close className={controlClass} aria-label={t('attachments.lightbox.close')}>
                <X className="size-5" aria-hidden="true" />
              </Dialog.Close>
            </div>
          </div>
          <LightboxImage image={image} zoom={zoom} />
          {images.length > 1 && index !== null ? (
            <LightboxPager index={index} count={images.length} onGo={go} />
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Zoom out, the zoom in percent, zoom in: in steps of 0.5 between 1 and 4. */
function ZoomControls({
  zoom,
  onZoomChange,
}: {
  zoom: number;
  onZoomChange: (update: (zoom: number) => number) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <button
        type="button"
        className={controlClass}
        aria-label={t('attachments.lightbox.zoomOut')}
        disabled={zoom <= minZoom}
        onClick={() => onZoomChange((value) => Math.max(minZoom, value - zoomStep))}
      >
        <ZoomOut className="size-5" aria-hidden="true" />
      </button>
      <span className="w-12 text-center text-sm text-ink-200" data-testid="lightbox-zoom">
        {Math.round(zoom * 100)}%
      </span>
      <button
        type="button"
        className={controlClass}
        aria-label={t('attachments.lightbox.zoomIn')}
        disabled={zoom >= maxZoom}
        onClick={() => onZoomChange((value) => Math.min(maxZoom, value + zoomStep))}
      >
        <ZoomIn className="size-5" aria-hidden="true" />
      </button>
    </>
  );
}

/** Previous, the image's position, next: among the message's images. */
function LightboxPager({
  index,
  count,
  onGo,
}: {
  index: number;
  count: number;
  onGo: (index: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center justify-center gap-3 p-3">
      <button
        type="button"
        className={controlClass}
        aria-label={t('attachments.lightbox.previous')}
        disabled={index === 0}
        onClick={() => onGo(index - 1)}
      >
        <ChevronLeft className="size-5" aria-hidden="true" />
      </button>
      <span className="text-sm text-ink-200">
        {t('attachments.lightbox.position', { index: index + 1, count })}
      </span>
      <button
        type="button"
        className={controlClass}
        aria-label={t('attachments.lightbox.next')}
        disabled={index === count - 1}
        onClick={() => onGo(index + 1)}
      >
        <ChevronRight className="size-5" aria-hidden="true" />
      </button>
    </div>
  );
}

/** The open image at its zoom, scrollable when larger than the view. */
function LightboxImage({ image, zoom }: { image: TAttachment | undefined; zoom: number }) {
  return (
    <div className="relative min-h-0 flex-1 overflow-auto">
      {image ? (
        <div className="flex min-h-full min-w-full items-center justify-center p-4">
          <img
            src={image.path}
            alt={image.original_filename}
            style={{ transform: `scale(${zoom})`, transformOrigin: 'center' }}
            className="max-h-[80dvh] max-w-full object-contain transition-transform"
          />
        </div>
      ) : null}
    </div>
  );
}
