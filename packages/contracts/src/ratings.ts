import { z } from 'zod';
import { ZIdSchema } from './common';
import { ZTopicIdSchema } from './chat-topics';

/**
 * The rules of rating a human conversation, one definition for the server and the web: who
 * may rate (at least `minMessagesEachSide` messages from each side), how long a rating can be
 * changed, how long its words may be, and from how many ratings an interlocutor sees theirs.
 */
export const ratingRules = {
  scoreMin: 1,
  scoreMax: 5,
  commentMax: 500,
  editHours: 24,
  minMessagesEachSide: 3,
  /** An interlocutor's average, count and comments show only from this many ratings. */
  shownFromCount: 5,
  /** Ratings at or below this score are listed for operators with their words. */
  lowScoreMax: 2,
} as const;

/** `POST /api/ratings/rate`: 1–5 and optional words; a second call within 24 h changes it. */
export const ZRateConversationSchema = z.object({
  topic_id: ZTopicIdSchema,
  score: z.coerce
    .number('ratings.validation.scoreRequired')
    .int('ratings.validation.scoreRequired')
    .min(ratingRules.scoreMin, 'ratings.validation.scoreRequired')
    .max(ratingRules.scoreMax, 'ratings.validation.scoreRequired'),
  comment: z
    .string()
    .trim()
    .max(ratingRules.commentMax, 'ratings.validation.commentTooLong')
    .optional()
    .transform((text) => text || undefined),
});
export type TRateConversationInput = z.input<typeof ZRateConversationSchema>;

/** The owner's rating of a conversation as they see it. */
export const ZOwnRatingSchema = z.object({
  score: z.number().int().nullable(),
  comment: z.string().nullable(),
  is_skipped: z.boolean(),
  created_at: z.string(),
  /** Until when it can be changed (24 h after it was given); null for a skip. */
  editable_until: z.string().nullable(),
});
export type TOwnRating = z.infer<typeof ZOwnRatingSchema>;

/**
 * `GET /api/ratings/conversation?topic_id=`: whether the caller is asked to rate the topic's
 * last human conversation now (`can_rate`), the name the person went by, and the caller's
 * rating if they gave one.
 */
export const ZConversationRatingStateSchema = z.object({
  topic_id: z.number().int(),
  can_rate: z.boolean(),
  rated_name: z.string().nullable(),
  rating: ZOwnRatingSchema.nullable(),
});
export type TConversationRatingState = z.infer<typeof ZConversationRatingStateSchema>;

/**
 * `GET /api/interlocutor/ratings`: an interlocutor's own ratings, never one with its author:
 * the average, count and words show only once `shownFromCount` ratings exist.
 */
export const ZOwnRatingsSummarySchema = z.object({
  is_shown: z.boolean(),
  count: z.number().int().nullable(),
  /** One decimal, e.g. 4.3. */
  average: z.number().nullable(),
  comments: z.array(z.string()),
  shown_from: z.number().int(),
});
export type TOwnRatingsSummary = z.infer<typeof ZOwnRatingsSummarySchema>;

/** One person the caller blocked, for the account page's list. */
export const ZBlockedPersonSchema = z.object({
  id: z.number().int(),
  /** The name they went by in that conversation (nickname, alias, or the neutral label). */
  name: z.string(),
  topic_title: z.string().nullable(),
  blocked_at: z.string(),
});
export type TBlockedPerson = z.infer<typeof ZBlockedPersonSchema>;

/** `POST /api/user/blocks/remove`: unblock one person of the list. */
export const ZUnblockSchema = z.object({ id: ZIdSchema });

/** Operators' view of one interlocutor's work (`GET /api/admin/interlocutor-stats`). */
export const ZInterlocutorStatsRowSchema = z.object({
  user_id: z.number().int(),
  nickname: z.string().nullable(),
  email: z.string(),
  conversations: z.number().int(),
  ratings_count: z.number().int(),
  average: z.number().nullable(),
  low_ratings: z.array(
    z.object({ score: z.number().int(), comment: z.string().nullable(), created_at: z.string() }),
  ),
  reports_count: z.number().int(),
  /** Hundredths of a point earned in total. */
  earnings: z.number().int(),
  /** Median seconds from a request's offer to its acceptance by this interlocutor. */
  median_accept_seconds: z.number().nullable(),
});
export type TInterlocutorStatsRow = z.infer<typeof ZInterlocutorStatsRowSchema>;

export const interlocutorStatsSorts = [
  'conversations',
  'average',
  'reports',
  'earnings',
  'response',
] as const;
export type TInterlocutorStatsSort = (typeof interlocutorStatsSorts)[number];

export const ZInterlocutorStatsQuerySchema = z.object({
  sort: z.enum(interlocutorStatsSorts).default('conversations'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
