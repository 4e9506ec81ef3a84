import type { TUserProfile } from '@parlor/contracts';

/** Channel status is active while is_channel is true and channel_expire_at lies ahead (spec §4). */
export function hasActiveChannel(profile: TUserProfile | undefined, now = Date.now()): boolean {
  if (!profile?.is_channel || !profile.channel_expire_at) return false;
  return new Date(profile.channel_expire_at).getTime() > now;
}
