import {
  notificationKinds,
  quietHoursExemptKinds,
  type TNotificationKind,
  type TNotificationPreferences,
} from '@parlor/contracts';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { notificationPreferences, type NotificationPreferencesRow } from '../../db/schema';

/** What a user who never changed anything gets: every kind, no quiet hours, full previews. */
export const defaultPreferences: Omit<NotificationPreferencesRow, 'userId' | 'updatedAt'> = {
  pushOffKinds: [],
  mailOffKinds: [],
  quietStart: null,
  quietEnd: null,
  timeZone: 'UTC',
  privatePreviews: false,
};

export type Preferences = typeof defaultPreferences;

/** The preferences of each user (the defaults for those without a row). */
export async function selectPreferences(
  db: Executor,
  userIds: number[],
): Promise<Map<number, Preferences>> {
  const rows =
    userIds.length === 0
      ? []
      : await db
          .select()
          .from(notificationPreferences)
          .where(inArray(notificationPreferences.userId, userIds));
  const byUser = new Map<number, Preferences>(userIds.map((id) => [id, defaultPreferences]));
  for (const row of rows) byUser.set(row.userId, row);
  return byUser;
}

export function presentPreferences(preferences: Preferences): TNotificationPreferences {
  return {
    kinds: Object.fromEntries(
      notificationKinds.map((kind) => [kind, !preferences.pushOffKinds.includes(kind)]),
    ),
    mail_kinds: Object.fromEntries(
      notificationKinds.map((kind) => [kind, !preferences.mailOffKinds.includes(kind)]),
    ),
    quiet_hours:
      preferences.quietStart && preferences.quietEnd
        ? { start: preferences.quietStart, end: preferences.quietEnd }
        : null,
    time_zone: preferences.timeZone,
    private_previews: preferences.privatePreviews,
  };
}

export async function savePreferences(
  db: Executor,
  userId: number,
  input: TNotificationPreferences,
): Promise<Preferences> {
  const values = {
    pushOffKinds: notificationKinds.filter((kind) => input.kinds[kind] === false),
    mailOffKinds: notificationKinds.filter((kind) => input.mail_kinds[kind] === false),
    quietStart: input.quiet_hours?.start ?? null,
    quietEnd: input.quiet_hours?.end ?? null,
    timeZone: input.time_zone,
    privatePreviews: input.private_previews,
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(notificationPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: values })
    .returning();
  return row ?? { ...defaultPreferences, ...values };
}

/** Switches one kind's e-mails off (the unsubscribe link). */
export async function stopMails(db: Executor, userId: number, kind: TNotificationKind) {
  const [current] = (await selectPreferences(db, [userId])).values();
  const mailOffKinds = [...new Set([...(current?.mailOffKinds ?? []), kind])];
  await db
    .insert(notificationPreferences)
    .values({ userId, mailOffKinds })
    .onConflictDoUpdate({
      target: notificationPreferences.userId,
      set: { mailOffKinds, updatedAt: new Date() },
    });
}

/** Minutes since midnight of `now` on the wall clock of `timeZone`. */
function minutesOfDay(now: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return value('hour') * 60 + value('minute');
}

const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Whether `now` falls in the user's quiet hours (which may wrap past midnight). */
export function isInQuietHours(preferences: Preferences, now = new Date()): boolean {
  if (!preferences.quietStart || !preferences.quietEnd) return false;
  const start = toMinutes(preferences.quietStart);
  const end = toMinutes(preferences.quietEnd);
  if (start === end) return false;
  let minute: number;
  try {
    minute = minutesOfDay(now, preferences.timeZone);
  } catch {
    minute = minutesOfDay(now, 'UTC');
  }
  return start < end ? minute >= start && minute < end : minute >= start || minute < end;
}

/** Whether the user wants this kind pushed now. */
export function wantsPush(preferences: Preferences, kind: TNotificationKind, now = new Date()) {
  if (preferences.pushOffKinds.includes(kind)) return false;
  return quietHoursExemptKinds.includes(kind) || !isInQuietHours(preferences, now);
}

/** Whether the user wants this kind's e-mails. */
export const wantsMail = (preferences: Preferences, kind: TNotificationKind) =>
  !preferences.mailOffKinds.includes(kind);
