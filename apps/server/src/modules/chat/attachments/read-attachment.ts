import type { FastifyInstance } from 'fastify';
import { roleIn } from '../present';
import { selectTopic } from '../topic-queries';
import { attachmentErrors } from './attachment-errors';
import { selectMessageAttachments } from './queries';

export interface AttachmentFile {
  bytes: Buffer;
  mime: string;
  filename: string;
  /** Images sent with the image button show inline; files sent as documents download. */
  inline: boolean;
}

/**
 * An attachment's processed file (or its preview) for the topic's owner or current guest,
 * as they may read the message: a guest sees nothing from before they took the seat, and
 * a former guest or anybody else gets 404, as if there were no file.
 */
export async function readAttachment(
  app: FastifyInstance,
  input: { userId: number; messageId: number; index: number; thumbnail: boolean },
): Promise<AttachmentFile> {
  const message = await selectMessageAttachments(app.db, input.messageId);
  const attachment = message?.attachments[input.index];
  if (!message || !attachment) throw attachmentErrors.notFound();
  const topic = await selectTopic(app.db, message.topicId);
  if (!topic || topic.isClosed) throw attachmentErrors.notFound();
  const role = roleIn(topic, input.userId);
  if (role === 'visitor') throw attachmentErrors.notFound();
  if (
    role === 'guest' &&
    topic.guestSinceMessageId !== null &&
    message.id <= topic.guestSinceMessageId
  ) {
    throw attachmentErrors.notFound();
  }
  const key = input.thumbnail ? attachment.thumbnailKey : attachment.key;
  const bytes = key ? await app.storage.get(key) : undefined;
  if (!bytes) throw attachmentErrors.notFound();
  return {
    bytes,
    mime: input.thumbnail ? 'image/webp' : attachment.mime,
    filename: attachment.original_filename,
    inline: input.thumbnail || attachment.type === 'image',
  };
}
