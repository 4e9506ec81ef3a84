import type { MessageAttachment } from '../../../db/schema';

/** Every stored file of these attachments: the processed files and their previews. */
export function attachmentKeys(attachments: readonly MessageAttachment[]): string[] {
  return attachments.flatMap((attachment) =>
    attachment.thumbnailKey ? [attachment.key, attachment.thumbnailKey] : [attachment.key],
  );
}
