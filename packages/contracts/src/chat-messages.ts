import { z } from 'zod';
import { countSymbols, senderKinds } from './chat';
import { ZTopicIdSchema } from './chat-topics';
import { ZPaginationMetaSchema } from './common';
import { limits } from './constants';
import { ZReceiptSchema } from './conversations';

/** Messages: what a message is, the pages of them, and the requests that read and send them. */

// ---------------------------------------------------------------- answers

export const ZAttachmentSchema = z.object({
  type: z.enum(['image', 'document', 'audio', 'video']),
  path: z.string(),
  original_filename: z.string(),
  filesize: z.number(),
  /** The preview (images); null for attachments without one. */
  thumbnail_path: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type TAttachment = z.infer<typeof ZAttachmentSchema>;

export const ZMessageSchema = z.object({
  id: z.number().int(),
  topic_id: z.number().int(),
  /**
   * `Me` for the caller's own messages; the AI's persona on AI messages; an interlocutor's
   * nickname; the neutral guest label; the owner's alias; empty on system lines.
   */
  sender: z.string(),
  /** What wrote it (stored with the message): labels and the AI / person mark come from it. */
  sender_kind: z.enum(senderKinds),
  is_mine: z.boolean(),
  content: z.string(),
  created_at: z.string(),
  is_typing: z.boolean(),
  attachments: z.array(ZAttachmentSchema),
  /**
   * The message's place in its topic: 1, 2, 3, … in the order messages were stored (commit
   * order), without holes that fill later. Catch up with `after_seq` = the largest `seq`
   * held. Null only on the companion's reply while it is being written (`is_typing: true`),
   * which is not stored yet; the stored reply (same `id`) carries its `seq`.
   */
  seq: z.number().int().positive().nullable(),
  /**
   * The client key the caller sent this message with (`Idempotency-Key` / `client_key`,
   * lower-case), on the caller's own messages only (`is_mine`); null on everyone else's and
   * on a send made without one. The web outbox matches a message's echo to its entry by it.
   */
  client_key: z.string().nullable(),
  /**
   * What the message cost the caller, on the caller's own messages only (`is_mine`); null on
   * everyone else's (never another person's cost) and on the companion's and system lines.
   */
  receipt: ZReceiptSchema.nullable(),
});
export type TMessage = z.infer<typeof ZMessageSchema>;

export const ZMessagesPageSchema = z.object({
  data: z.array(ZMessageSchema),
  meta: ZPaginationMetaSchema,
});
export type TMessagesPage = z.infer<typeof ZMessagesPageSchema>;

export const ZSentMessageSchema = z.object({
  message: ZMessageSchema,
  /** The sender's balance after paying, in points. */
  balance: z.number(),
});
// ---------------------------------------------------------------- requests

export const ZMessagesQuerySchema = z.object({
  topic_id: ZTopicIdSchema,
  page: z.coerce.number().int().positive().max(100_000).default(1),
  page_size: z.coerce.number().int().positive().max(100).default(20),
  order_by: z.literal('id').default('id'),
  order_dir: z.enum(['asc', 'desc']).default('desc'),
  /**
   * Only messages stored after this `seq`, in `seq` order (catching up after a reconnect,
   * a `resync`, or by polling): gap-free. Wins over `after_id` / `before_id`.
   */
  after_seq: z.coerce.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER).optional(),
  /** Only messages stored before this `seq`, newest first (loading older pages). */
  before_seq: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  /**
   * Only messages with a larger id, oldest first (the spec's catch-up). Not gap-free: ids are
   * not in commit order (a companion reply keeps the older id it was announced with).
   */
  after_id: z.coerce.number().int().nonnegative().optional(),
  /** Only messages with a smaller id, newest first (the spec's older pages). */
  before_id: z.coerce.number().int().positive().optional(),
});
export type TMessagesQuery = z.input<typeof ZMessagesQuerySchema>;

/**
 * The header a send carries its client key in (or the body's `client_key`): a UUID the client
 * makes once per message and sends again with every retry of it. The same key from the same
 * sender answers the first stored message again, stored and charged once.
 */
export const idempotencyKeyHeader = 'Idempotency-Key';

/** A client key: a UUID (any version), compared in lower case. */
export const ZClientKeySchema = z
  .string({ error: 'chat.validation.clientKeyInvalid' })
  .trim()
  .toLowerCase()
  .pipe(z.uuid({ error: 'chat.validation.clientKeyInvalid' }));
export type TClientKey = z.output<typeof ZClientKeySchema>;

export const ZSendMessageSchema = z.object({
  topic_id: ZTopicIdSchema,
  /** The client key (see `idempotencyKeyHeader`), when not sent as the header. */
  client_key: ZClientKeySchema.optional(),
  content: z
    .string({ error: 'chat.validation.messageRequired' })
    .trim()
    .min(1, 'chat.validation.messageRequired')
    .refine((text) => countSymbols(text) <= limits.messageMax, {
      error: 'chat.validation.messageTooLong',
    }),
});
export type TSendMessage = z.output<typeof ZSendMessageSchema>;
