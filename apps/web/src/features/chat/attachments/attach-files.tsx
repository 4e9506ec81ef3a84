import { attachmentLimits, type TAttachmentType } from '@parlor/contracts';
import { ImagePlus, Paperclip, type LucideIcon } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../../components/ui/button';
import type { PendingFile } from './send-files';
import { SendFilesModal } from './send-files-modal';
import { usePendingFiles } from './use-pending-files';

const accept = attachmentLimits.acceptedMimeTypes.join(',');

/**
 * The image and file buttons of the message input and the Send files modal they open.
 * Images go as `image`, files as `document`; both must be PNG, JPEG, GIF or WebP.
 */
export function AttachFiles({
  text,
  disabled,
  isFree = false,
  onSend,
}: {
  text: string;
  disabled: boolean;
  /** The server's cost rule frees the sender's messages here: no total to pay is shown. */
  isFree?: boolean;
  onSend: (text: string, files: PendingFile[]) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const imageInput = useRef<HTMLInputElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const { files, problem, isOpen, pick, close, remove } = usePendingFiles();

  const input = (ref: typeof imageInput, type: TAttachmentType, testId: string) => (
    <input
      ref={ref}
      type="file"
      accept={accept}
      multiple
      hidden
      data-testid={testId}
      onChange={(event) => {
        void pick(event.target.files, type);
        event.target.value = '';
      }}
    />
  );

  const button = (ref: typeof imageInput, label: string, Icon: LucideIcon) => (
    <IconButton
      label={label}
      onClick={() => ref.current?.click()}
      disabled={disabled}
      className="size-11 shrink-0"
    >
      <Icon className="size-5" aria-hidden="true" />
    </IconButton>
  );

  return (
    <>
      {input(imageInput, 'image', 'attach-image-input')}
      {input(fileInput, 'document', 'attach-file-input')}
      {button(imageInput, t('attachments.input.attachImage'), ImagePlus)}
      {button(fileInput, t('attachments.input.attachFile'), Paperclip)}
      {/* Mounted while open, so its message starts from the input's text each time. */}
      {isOpen ? (
        <SendFilesModal
          open
          files={files}
          problem={problem}
          initialText={text}
          isFree={isFree}
          onRemove={remove}
          onClose={close}
          onSend={async (caption) => {
            const isSent = await onSend(caption, files);
            if (isSent) close();
            return isSent;
          }}
        />
      ) : null}
    </>
  );
}
