import { z } from 'zod';

/**
 * What a user can be notified of, each a preference of its own. `offer` and `guest_message`
 * reach interlocutors, `reply`, `seat` and `search_timeout` topic owners, `account` everyone
 * (payouts, applications, top-ups), `safety_alert` moderators and admins.
 */
export const notificationKinds = [
  'offer',
  'guest_message',
  'reply',
  'seat',
  'search_timeout',
  'account',
  'safety_alert',
] as const;
export const ZNotificationKindSchema = z.enum(notificationKinds);
export type TNotificationKind = z.infer<typeof ZNotificationKindSchema>;

/** Kinds sent even during quiet hours. */
export const quietHoursExemptKinds: readonly TNotificationKind[] = ['safety_alert'];

/** Kinds also sent by e-mail (never a chat message): offers without a device, account news. */
export const mailedNotificationKinds: readonly TNotificationKind[] = ['offer', 'account'];

/** A subscription the browser's PushManager made (`PushSubscription.toJSON()`). */
export const ZPushSubscriptionBodySchema = z.object({
  endpoint: z
    .string()
    .max(1000)
    .refine((value) => /^https?:\/\//.test(value), 'The push endpoint must be an http(s) URL'),
  keys: z.object({
    /** The browser's P-256 public key, base64url (65 bytes uncompressed). */
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{80,100}={0,2}$/),
    /** The 16-byte authentication secret, base64url. */
    auth: z.string().regex(/^[A-Za-z0-9_-]{16,30}={0,2}$/),
  }),
  /** A name for the device shown on the account page ("Chrome on Android"). */
  device: z.string().trim().max(80).optional(),
});
export type TPushSubscriptionBody = z.infer<typeof ZPushSubscriptionBodySchema>;

export const ZPushSubscriptionDeleteSchema = z.object({ endpoint: z.string().max(1000) });

/** One of the user's devices that receives push notifications. */
export const ZPushDeviceSchema = z.object({
  id: z.number().int(),
  device: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type TPushDevice = z.infer<typeof ZPushDeviceSchema>;

/** `HH:MM`, 24-hour. */
const ZClockTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

export const ZNotificationPreferencesSchema = z.object({
  /** Per kind: pushed or not. */
  kinds: z.partialRecord(ZNotificationKindSchema, z.boolean()),
  /** Per kind: e-mailed or not (only the kinds of `mailedNotificationKinds` are ever mailed). */
  mail_kinds: z.partialRecord(ZNotificationKindSchema, z.boolean()),
  /** Nothing but safety alerts between these times in `time_zone`; null: no quiet hours. */
  quiet_hours: z.object({ start: ZClockTimeSchema, end: ZClockTimeSchema }).nullable(),
  /** An IANA time zone, e.g. `Europe/Berlin`. */
  time_zone: z
    .string()
    .max(64)
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, 'Unknown time zone'),
  /** Notifications say only "You have a new message": no title, no preview. */
  private_previews: z.boolean(),
});
export type TNotificationPreferences = z.infer<typeof ZNotificationPreferencesSchema>;

export const ZPushSettingsSchema = z.object({
  /** The server's VAPID public key (base64url) for `pushManager.subscribe`. */
  vapid_public_key: z.string(),
  devices: z.array(ZPushDeviceSchema),
  preferences: ZNotificationPreferencesSchema,
});
export type TPushSettings = z.infer<typeof ZPushSettingsSchema>;

/** What the service worker receives in a push message. */
export const ZPushPayloadSchema = z.object({
  kind: z.union([ZNotificationKindSchema, z.literal('clear')]),
  title: z.string(),
  body: z.string(),
  /** The page a click opens (same origin path). */
  url: z.string(),
  /** One notification per conversation: a later one replaces it; `clear` closes it. */
  tag: z.string(),
  /** Offer actions: the signed capability the worker posts to `/api/push/actions`. */
  action_token: z.string().optional(),
  actions: z.array(z.object({ action: z.string(), title: z.string() })).optional(),
});
export type TPushPayload = z.infer<typeof ZPushPayloadSchema>;

export const ZPushActionBodySchema = z.object({
  token: z.string().max(500),
  action: z.enum(['accept', 'decline']),
});

export const ZPushActionAnswerSchema = z.object({
  outcome: z.enum(['accepted', 'declined']),
  /** Where the worker sends the interlocutor (the chat they now hold, or the console). */
  url: z.string(),
});
export type TPushActionAnswer = z.infer<typeof ZPushActionAnswerSchema>;
