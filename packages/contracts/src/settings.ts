import { z } from 'zod';
import { ZHelpResourcesSchema } from './help-lines';

/**
 * Site settings as `GET /api/settings` answers them: every key of the spec's Settings
 * entity, never a secret. Points-valued keys are numbers with at most two decimals.
 */
export const ZSettingsSchema = z.object({
  requisites: z.array(z.string()),
  support_phone: z.string(),
  support_email: z.string(),
  is_reg_enabled: z.boolean(),
  /** Minimum top-up in the default currency; multiply by a currency's value for others. */
  min_top_up_amount: z.number().nonnegative(),
  vat_percent: z.number().nonnegative(),
  /** Points per one unit of the default currency. */
  points_convertion_rate: z.number().positive(),
  initial_points: z.number().nonnegative(),
  new_topic_cost: z.number().nonnegative(),
  /** Same value as new_topic_cost; the spec's client reads either name. */
  newTopicCost: z.number().nonnegative(),
  video_attachment_cost: z.number().nonnegative(),
  audio_attachment_cost: z.number().nonnegative(),
  image_attachment_cost: z.number().nonnegative(),
  document_attachment_cost: z.number().nonnegative(),
  message_symbol_cost: z.number().nonnegative(),
  channel_status_cost: z.number().nonnegative(),
  /** Days one channel-status purchase adds. */
  channel_status_duration: z.number().int().positive(),
  max_channel_topics: z.number().int().positive(),
  /** Seconds. */
  bot_reply_interval_min: z.number().nonnegative(),
  bot_reply_interval_max: z.number().nonnegative(),
  bot_conversation_history_limit: z.number().int().nonnegative(),
  /** Companion replies one user gets per hour, over all their topics (abuse and cost limit). */
  ai_replies_per_hour: z.number().int().nonnegative(),
  /** The companion sees pictures (a provider with vision): sent as `image_url` parts. */
  ai_vision: z.boolean(),
  /** The model asked when a prompt carries pictures; empty: the configured AI_MODEL. */
  ai_vision_model: z.string(),
  /** Help lines per country for someone who speaks of harming themselves (public on purpose). */
  ai_help_resources: ZHelpResourcesSchema,
  /** Days after which messages of closed topics are deleted ("No history"). */
  message_retention_days: z.number().int().positive(),
  /**
   * House rule "no spam": the same text sent this many times in a row by one sender in one
   * topic within `repeat_message_window_seconds` is refused (the last one; 0 or 1: no limit).
   */
  repeat_message_limit: z.number().int().nonnegative(),
  repeat_message_window_seconds: z.number().int().positive(),
  /** Topics one interlocutor may hold at once. */
  max_interlocutor_chats: z.number().int().positive(),
  /** Seconds a search for a person runs before the topic stays with the AI. */
  interlocutor_search_seconds: z.number().int().positive(),
  /** Seconds an interlocutor may be disconnected before their seats are freed. */
  interlocutor_grace_seconds: z.number().int().nonnegative(),
  /** Percent of the owner's spending in a topic that its interlocutor earns. */
  contributor_share_percent: z.number().int().min(0).max(100),
  /** Days an earning stays pending before it is available for payout. */
  earning_hold_days: z.number().int().nonnegative(),
  /** Matching offers a new request first to better-rated interlocutors (off by default). */
  prefer_rated_interlocutors: z.boolean(),
  /** Seconds the better-rated interlocutors see a new request before the others. */
  rated_head_start_seconds: z.number().int().nonnegative(),
  /** HTML snippet whose scripts are injected only after cookie consent. */
  /** Smallest and largest payout in the default currency (times a currency's value for others); max 0 = none. */
  payout_min_amount: z.number().nonnegative(),
  payout_max_amount: z.number().nonnegative(),
  google_tag: z.string(),
  /** Megapixels the images of one message may have together. */
  image_megapixels_per_message: z.number().int().positive(),
  /** Megapixels of images one user may send per `image_budget_window_minutes`. */
  image_megapixels_per_user: z.number().int().positive(),
  image_budget_window_minutes: z.number().int().positive(),
});
export type TSettings = z.infer<typeof ZSettingsSchema>;

/** The stored settings: everything but the alias. */
export const ZStoredSettingsSchema = ZSettingsSchema.omit({ newTopicCost: true });
export type TStoredSettings = z.infer<typeof ZStoredSettingsSchema>;
export type TSettingKey = keyof TStoredSettings;
