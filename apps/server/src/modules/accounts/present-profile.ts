import {
  avatarColorIds,
  centiToPoints,
  defaultAvatarColor,
  type TAvatarColorId,
  type TUserProfile,
} from '@parlor/contracts';
import type { ProfileRow } from './queries';

const countryNames = new Map<string, Intl.DisplayNames>();

function countryTitle(iso: string, fallback: string, lang: string): string {
  try {
    let names = countryNames.get(lang);
    if (!names) countryNames.set(lang, (names = new Intl.DisplayNames([lang], { type: 'region' })));
    return names.of(iso) ?? fallback;
  } catch {
    return fallback;
  }
}

function namedCountry(id: number, title: string): TUserProfile['country'] {
  return { id, title, name: title };
}

function avatarColor(value: string): TAvatarColorId {
  return (avatarColorIds as readonly string[]).includes(value)
    ? (value as TAvatarColorId)
    : defaultAvatarColor;
}

/**
 * The profile as `GET /api/user/profile` answers it (spec §3, User profile): balance in
 * points, channel status active only while its end lies in the future.
 */
export function presentProfile(row: ProfileRow, lang: string, now = new Date()): TUserProfile {
  const balance = centiToPoints(row.balance);
  const isChannel = row.channelExpireAt !== null && row.channelExpireAt > now;
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    surname: row.surname,
    phone: row.phone,
    phoneCountryCode: row.phoneCountryCode,
    nationalNumber: row.nationalNumber,
    avatar_color: avatarColor(row.avatarColor),
    avatarUrl: null,
    created_at: row.createdAt.toISOString(),
    email_verified: row.emailVerifiedAt !== null,
    balance,
    points: balance,
    is_channel: isChannel,
    channel_expire_at: row.channelExpireAt?.toISOString() ?? null,
    country_id: row.countryId,
    country:
      row.countryId !== null && row.countryIso && row.countryTitle
        ? namedCountry(row.countryId, countryTitle(row.countryIso, row.countryTitle, lang))
        : null,
    city: row.city,
    address: row.address,
    post_code: row.postCode,
    is_interlocutor: row.interlocutorSince !== null,
    has_application: Boolean(row.hasApplication),
  };
}
