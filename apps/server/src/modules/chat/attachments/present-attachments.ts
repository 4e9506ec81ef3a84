import type { TAttachment } from '@parlor/contracts';
import type { MessageAttachment } from '../../../db/schema';

/** The authorised URL of a message's attachment (`/thumbnail` for its preview). */
export function attachmentPath(messageId: number, index: number, thumbnail = false): string {
  return `/api/attachments/${messageId}/${index}${thumbnail ? '/thumbnail' : ''}`;
}

/** A message's attachments as the API answers them: URLs, never storage keys. */
export function presentAttachments(
  messageId: number,
  attachments: readonly MessageAttachment[],
): TAttachment[] {
  return attachments.map((attachment, index) => ({
    type: attachment.type,
    path: attachmentPath(messageId, index),
    original_filename: attachment.original_filename,
    filesize: attachment.filesize,
    thumbnail_path: attachment.thumbnailKey ? attachmentPath(messageId, index, true) : null,
    width: attachment.width,
    height: attachment.height,
  }));
}
