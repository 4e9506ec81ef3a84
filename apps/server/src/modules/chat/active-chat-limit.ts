import type { TStoredSettings } from '@parlor/contracts';
import type { Transaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { chatErrors } from './chat-errors';
import { maxActiveChats } from './chat-limits';
import { lockChatUser, selectActiveTopics } from './topic-queries';

/**
 * Locks the user's row, so that their own creates and joins run one at a time, and throws
 * `You already have active chat "…"` when they hold as many open chats as they may.
 * Answers the user's channel expiry.
 */
export async function assertCanOpenAnotherChat(
  tx: Transaction,
  { settings, userId }: { settings: TStoredSettings; userId: number },
): Promise<{ channelExpireAt: Date | null }> {
  const user = await lockChatUser(tx, userId);
  if (!user) throw AppError.unauthenticated();
  const active = await selectActiveTopics(tx, userId);
  const newest = active[0];
  if (newest && active.length >= maxActiveChats(settings, user.channelExpireAt)) {
    throw chatErrors.activeChatLimit(newest);
  }
  return { channelExpireAt: user.channelExpireAt };
}
