import { z } from 'zod';
import { ZPaginationMetaSchema, ZRequestContextSchema } from './common';
import { maxRowId } from './constants';
import { ZAdminEvidenceLineSchema } from './evidence';
import { settingSchemas } from './setting-fields';
import { ZStoredSettingsSchema } from './settings';

/**
 * The operator calls under /api/admin (dashboard, settings, users, reports, audit log).
 * Lists are paged, sorted and searched on the server; points are numbers with two decimals.
 */

export const adminPageSizes = { default: 25, max: 100 } as const;
export const adminLimits = { reason: 500, note: 500, search: 100, recentMessages: 10 } as const;

/** `page` and `per_page` of every paged admin list. */
export const adminPagingShape = {
  page: z.coerce.number().int().positive().max(100_000).default(1),
  per_page: z.coerce
    .number()
    .int()
    .positive()
    .max(adminPageSizes.max)
    .default(adminPageSizes.default),
};

/** Paging, sorting and search every admin list accepts. */
export function listQuery<const Sort extends readonly [string, ...string[]]>(
  sorts: Sort,
  defaultSort: Sort[number],
) {
  return z.object({
    ...adminPagingShape,
    sort: z.enum(sorts).default(defaultSort),
    dir: z.enum(['asc', 'desc']).default('desc'),
    q: z.string().trim().max(adminLimits.search).optional(),
  });
}

/** `{ items, meta }` of one page. */
export function adminPage<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), meta: ZPaginationMetaSchema });
}

const ZIsoDate = z.string();
const ZAdminId = z.coerce.number().int().positive().max(maxRowId);

export const ZAdminIdParamsSchema = z.object({ id: ZAdminId });

// Dashboard

export const ZDashboardDaySchema = z.object({
  /** YYYY-MM-DD (UTC). */
  date: z.string(),
  new_users: z.number().int(),
  messages: z.number().int(),
  points_sold: z.number(),
  points_spent: z.number(),
});

export const ZDashboardSchema = z.object({
  users_total: z.number().int(),
  users_new_today: z.number().int(),
  active_topics: z.number().int(),
  messages_today: z.number().int(),
  points_sold_today: z.number(),
  /** Points spent on topics, messages, attachments and channel status today. */
  points_spent_today: z.number(),
  /** Points (and earnings) given up by accounts deleted today: not spending. */
  points_forfeited_today: z.number(),
  /** Paid deposits of today per currency, in minor units (cents). */
  revenue_today: z.array(z.object({ currency: z.string(), amount_minor: z.number().int() })),
  pending_applications: z.number().int().nullable(),
  pending_payouts: z.number().int().nullable(),
  open_reports: z.number().int(),
  /** Approved interlocutors with an open socket (null when presence is not tracked). */
  interlocutors_online: z.number().int().nullable(),
  /** The last 14 days, oldest first, today last. */
  days: z.array(ZDashboardDaySchema),
});
export type TDashboard = z.infer<typeof ZDashboardSchema>;

// Settings

/**
 * The settings form: every stored key, typed and range-checked by the rules of
 * `settingFields` (the page shows the same ranges). A negative price answers 422 under its
 * field. Only the keys sent change.
 */
export const ZAdminSettingsUpdateSchema = z
  .object(settingSchemas satisfies Record<keyof z.infer<typeof ZStoredSettingsSchema>, z.ZodType>)
  .partial()
  // The web client sends the request context with every body; anything else is a typo.
  .extend(ZRequestContextSchema.shape)
  .strict();
export type TAdminSettingsUpdate = z.infer<typeof ZAdminSettingsUpdateSchema>;

export const ZAdminSettingsSchema = z.object({ settings: ZStoredSettingsSchema });

// Users

export const blockScopes = ['chat', 'account'] as const;
export type TBlockScope = (typeof blockScopes)[number];

export const ZAdminUsersQuerySchema = listQuery(
  ['id', 'email', 'name', 'created_at', 'balance'],
  'id',
);
export type TAdminUsersQuery = z.infer<typeof ZAdminUsersQuerySchema>;

export const ZAdminUserRowSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(['user', 'moderator', 'admin']),
  balance: z.number(),
  earnings_pending: z.number(),
  earnings_available: z.number(),
  is_interlocutor: z.boolean(),
  is_verified: z.boolean(),
  blocked_scope: z.enum(blockScopes).nullable(),
  /** The person deleted their account: a tombstone (its `blocked_at` is when). */
  is_deleted: z.boolean(),
  /** The nickname the chat shows for them (their approved application's), or null. */
  chat_nickname: z.string().nullable(),
  created_at: ZIsoDate,
});
export type TAdminUserRow = z.infer<typeof ZAdminUserRowSchema>;

export const ZAdminTopicRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  role: z.enum(['owner', 'guest']),
  is_closed: z.boolean(),
  closed_reason: z.string().nullable(),
  created_at: ZIsoDate,
});

export const ZAdminReportRowSchema = z.object({
  id: z.number().int(),
  type: z.enum(['topic', 'user']),
  status: z.enum(['open', 'handled']),
  resolution: z.string().nullable(),
  /** The reporter's reason: a code of `reportReasons` (older reports: free text), or null. */
  reason: z.string().nullable(),
  /** The reason as the reader reads it (a code's label in their language), or null. */
  reason_text: z.string().nullable(),
  /** The reporter's own words, if any. */
  details: z.string().nullable(),
  handled_note: z.string().nullable(),
  created_at: ZIsoDate,
  handled_at: ZIsoDate.nullable(),
  topic: z.object({ id: z.number().int(), title: z.string(), is_closed: z.boolean() }),
  reporter: z.object({ id: z.number().int(), email: z.string(), name: z.string() }),
  reported_user: z
    .object({
      id: z.number().int(),
      email: z.string(),
      name: z.string(),
      blocked_scope: z.enum(blockScopes).nullable(),
    })
    .nullable(),
});
export type TAdminReportRow = z.infer<typeof ZAdminReportRowSchema>;

export const ZAdminUserDetailSchema = z.object({
  user: ZAdminUserRowSchema.extend({
    surname: z.string(),
    phone: z.string().nullable(),
    blocked_at: ZIsoDate.nullable(),
    blocked_reason: z.string().nullable(),
    interlocutor_since: ZIsoDate.nullable(),
    channel_expire_at: ZIsoDate.nullable(),
  }),
  topics: z.array(ZAdminTopicRowSchema),
  reports_by: z.array(ZAdminReportRowSchema),
  reports_about: z.array(ZAdminReportRowSchema),
});
export type TAdminUserDetail = z.infer<typeof ZAdminUserDetailSchema>;

export const ZAdminLedgerQuerySchema = z.object({
  ...adminPagingShape,
  account: z.enum(['points', 'earnings_pending', 'earnings_available']).optional(),
});

export const ZAdminLedgerRowSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  kind: z.string(),
  delta: z.number(),
  balance_after: z.number().nullable(),
  reference: z.string().nullable(),
  created_at: ZIsoDate,
});
export type TAdminLedgerRow = z.infer<typeof ZAdminLedgerRowSchema>;

export const ZBlockUserRequestSchema = z.object({
  scope: z.enum(blockScopes),
  reason: z.string().trim().min(1).max(adminLimits.reason),
});
export type TBlockUserRequest = z.infer<typeof ZBlockUserRequestSchema>;

export const ZUnblockUserRequestSchema = z.object({
  reason: z.string().trim().min(1).max(adminLimits.reason),
});

/** `POST /api/admin/users/{id}/role`: an admin gives or takes the moderator role. */
export const staffRoleChoices = ['moderator', 'user'] as const;
export const ZSetUserRoleRequestSchema = z.object({
  role: z.enum(staffRoleChoices),
  reason: z.string().trim().min(1).max(adminLimits.reason),
});
export type TSetUserRoleRequest = z.infer<typeof ZSetUserRoleRequestSchema>;

// Reports

export const ZAdminReportsQuerySchema = listQuery(['id', 'created_at'], 'id').extend({
  status: z.enum(['open', 'handled', 'all']).default('open'),
  type: z.enum(['topic', 'user']).optional(),
});
export type TAdminReportsQuery = z.infer<typeof ZAdminReportsQuerySchema>;

export const ZAdminReportQueueItemSchema = ZAdminReportRowSchema.extend({
  /**
   * The newest messages of the conversation the reporter took part in (from when they
   * joined), oldest first; after a participant deleted their account, a copy with their
   * lines erased, kept until the report is handled.
   */
  recent_messages: z.array(ZAdminEvidenceLineSchema),
  /** The frozen copy was removed when the report was handled. */
  evidence_removed: z.boolean(),
});
export type TAdminReportQueueItem = z.infer<typeof ZAdminReportQueueItemSchema>;

/** What handling a report did (`resolution`). */
export const reportResolutions = [
  'topic_closed',
  'user_blocked_chat',
  'user_blocked_account',
  'dismissed',
] as const;
export type TReportResolution = (typeof reportResolutions)[number];

export const reportActions = ['close_topic', 'block_chat', 'block_account', 'dismiss'] as const;
export type TReportAction = (typeof reportActions)[number];

export const ZHandleReportRequestSchema = z.object({
  action: z.enum(reportActions),
  note: z.string().trim().max(adminLimits.note).default(''),
});
export type THandleReportRequest = z.infer<typeof ZHandleReportRequestSchema>;

// Audit log

export const ZAuditQuerySchema = z.object({
  ...adminPagingShape,
  dir: z.enum(['asc', 'desc']).default('desc'),
  actor_id: ZAdminId.optional(),
  action: z.string().trim().max(64).optional(),
  object_type: z.string().trim().max(32).optional(),
  object_id: z.string().trim().max(64).optional(),
  /** YYYY-MM-DD, inclusive, UTC. */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export type TAuditQuery = z.infer<typeof ZAuditQuerySchema>;

export const ZAuditRowSchema = z.object({
  id: z.number().int(),
  actor_id: z.number().int().nullable(),
  actor_email: z.string().nullable(),
  actor_role: z.string(),
  action: z.string(),
  object_type: z.string(),
  object_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  created_at: ZIsoDate,
});
export type TAuditRow = z.infer<typeof ZAuditRowSchema>;

/** Stable codes of moderation refusals. */
export const moderationErrorCodes = {
  chatBlocked: 'CHAT_BLOCKED',
  accountBlocked: 'ACCOUNT_BLOCKED',
  reportHandled: 'REPORT_ALREADY_HANDLED',
} as const;
