import type { TMessage } from '@parlor/contracts';
import type { MessageAttachment } from '../../db/schema';

/** What a send answers; `isReplay` when the client key's first message was answered again. */
export interface SentMessage {
  message: TMessage;
  balance: number;
  isReplay: boolean;
}

/** A message as the sender sent it (before masking and pricing). */
export interface SendInput {
  userId: number;
  lang: string;
  topicId: number;
  content: string;
  attachments?: { items: MessageAttachment[]; costCenti: number } | undefined;
  /** The sender's key for this send (a UUID), if the client sent one. */
  clientKey?: string | undefined;
}
