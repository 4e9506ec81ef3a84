import { defaultMaxActiveChats, type TStoredSettings } from '@parlor/contracts';

/** Channel status is active while its expiry lies in the future (spec §4). */
export function isChannelActive(channelExpireAt: Date | null, now = new Date()): boolean {
  return channelExpireAt !== null && channelExpireAt.getTime() > now.getTime();
}

/** How many open chats a user may hold at once: 1, or `max_channel_topics` with channel status. */
export function maxActiveChats(settings: TStoredSettings, channelExpireAt: Date | null): number {
  return isChannelActive(channelExpireAt) ? settings.max_channel_topics : defaultMaxActiveChats;
}
