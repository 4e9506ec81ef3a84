import { z } from 'zod';
import { countSymbols } from './chat';
import { ZClientKeySchema } from './chat-messages';
import { limits } from './constants';
import { pointsToCenti } from './points';
import type { TSettings } from './settings';

/** The Send files limits (chat spec §5, §9), checked in the browser and again on the server. */
export const attachmentLimits = {
  maxFiles: 5,
  maxFileBytes: 5 * 1024 * 1024,
  /** Shown in `File size exceeds {size}`. */
  maxFileSizeText: '5 MB',
  /** Width × height (× frames) an image may decode to: larger ones are refused unread. */
  maxPixels: 40_000_000,
  /** What the browser offers and the server accepts, by the file's bytes. */
  acceptedMimeTypes: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'],
} as const;

export const attachmentTypes = ['image', 'document', 'audio', 'video'] as const;
export type TAttachmentType = (typeof attachmentTypes)[number];

/** A declared type; anything else is a `document` (spec §5). */
export function toAttachmentType(value: string | undefined): TAttachmentType {
  return (attachmentTypes as readonly string[]).includes(value ?? '')
    ? (value as TAttachmentType)
    : 'document';
}

const costKeys = {
  image: 'image_attachment_cost',
  document: 'document_attachment_cost',
  audio: 'audio_attachment_cost',
  video: 'video_attachment_cost',
} as const satisfies Record<TAttachmentType, keyof TSettings>;

/** Hundredths of a point the attachments cost together, each by its type's setting. */
export function attachmentsCostCenti(
  types: readonly TAttachmentType[],
  settings: Pick<TSettings, (typeof costKeys)[TAttachmentType]>,
): number {
  return types.reduce((sum, type) => sum + pointsToCenti(settings[costKeys[type]]), 0);
}

/**
 * The text part of a multipart `POST /api/messages/create`: the content may be empty when
 * files come with it (the server checks that at least one of them is there).
 */
export const ZSendFilesFieldsSchema = z.object({
  topic_id: z.coerce
    .number({ error: 'chat.errors.topicNotFound' })
    .int('chat.errors.topicNotFound')
    .positive('chat.errors.topicNotFound')
    .max(2_147_483_647, 'chat.errors.topicNotFound'),
  content: z
    .string()
    .trim()
    .refine((text) => countSymbols(text) <= limits.messageMax, {
      error: 'chat.validation.messageTooLong',
    }),
  /** The client key (see `idempotencyKeyHeader`), when not sent as the header. */
  client_key: ZClientKeySchema.optional(),
});
export type TSendFilesFields = z.infer<typeof ZSendFilesFieldsSchema>;
