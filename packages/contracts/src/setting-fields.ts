import { z } from 'zod';
import { defaultHelpResources, helpLinesLimits, ZHelpResourcesSchema } from './help-lines';

/**
 * Every setting the server reads, defined once: its group on the settings page, its unit,
 * its allowed range, its default and the zod rule the server validates a change with (the
 * page shows the same range). Labels and help texts are `admin.console.settings.fields.<key>`.
 */

export const settingGroups = [
  'prices',
  'chat',
  'ai',
  'interlocutors',
  'payouts',
  'limits',
  'site',
] as const;
export type TSettingGroup = (typeof settingGroups)[number];

/** `currency`: amounts in the default currency (EUR); `points` with two decimals. */
export type TSettingUnit =
  | 'points'
  | 'percent'
  | 'seconds'
  | 'minutes'
  | 'days'
  | 'megapixels'
  | 'currency'
  | 'count'
  | 'pointsPerCurrency'
  | 'text'
  | 'lines'
  /** Help lines per country (help-lines.ts), edited as a table. */
  | 'helpLines'
  | 'switch';

export interface SettingField<S extends z.ZodType, V> {
  group: TSettingGroup;
  unit: TSettingUnit;
  /** The allowed range of a number (inclusive; `min` of a "more than 0" rule is its step). */
  min?: number;
  max?: number;
  step?: number;
  schema: S;
  default: V;
}

/** Upper bound of prices and amounts, so that a typo cannot price the shop out. */
const maxPoints = 1_000_000;

/** Points (`points`) or an amount in the default currency (`currency`), to the cent. */
const money = (unit: 'points' | 'currency') => (group: TSettingGroup, fallback: number) => ({
  group,
  unit,
  min: 0,
  max: maxPoints,
  step: 0.01,
  schema: z.number().nonnegative().max(maxPoints).multipleOf(0.01),
  default: fallback,
});

const points = money('points');
const amount = money('currency');

const whole = (
  group: TSettingGroup,
  unit: TSettingUnit,
  range: { min: 0 | 1; max: number },
  fallback: number,
) => ({
  group,
  unit,
  ...range,
  step: 1,
  schema:
    range.min === 0
      ? z.number().int().nonnegative().max(range.max)
      : z.number().int().positive().max(range.max),
  default: fallback,
});

/** One of the companion's reply delays: 0 to an hour, in tenths of a second. */
const replyDelaySeconds = (fallback: number) => ({
  group: 'ai' as const,
  unit: 'seconds' as const,
  min: 0,
  max: 3600,
  step: 0.1,
  schema: z.number().nonnegative().max(3600),
  default: fallback,
});

const toggle = (group: TSettingGroup, fallback: boolean) => ({
  group,
  unit: 'switch' as const,
  schema: z.boolean(),
  default: fallback,
});

/** One line of text up to `max` characters, trimmed. */
const line = (group: TSettingGroup, max: number, fallback: string) => ({
  group,
  unit: 'text' as const,
  max,
  schema: z.string().trim().max(max),
  default: fallback,
});

export const settingFields = {
  // Prices (points)
  new_topic_cost: points('prices', 5),
  message_symbol_cost: points('prices', 0.05),
  image_attachment_cost: points('prices', 2),
  document_attachment_cost: points('prices', 2),
  audio_attachment_cost: points('prices', 3),
  video_attachment_cost: points('prices', 5),
  channel_status_cost: points('prices', 150),
  initial_points: points('prices', 50),
  points_convertion_rate: {
    group: 'prices',
    unit: 'pointsPerCurrency',
    min: 0.01,
    max: maxPoints,
    step: 0.01,
    schema: z.number().positive().max(maxPoints),
    default: 10,
  },
  min_top_up_amount: {
    group: 'prices',
    unit: 'currency',
    min: 0,
    max: maxPoints,
    step: 0.01,
    schema: z.number().nonnegative().max(maxPoints),
    default: 5,
  },
  vat_percent: {
    group: 'prices',
    unit: 'percent',
    min: 0,
    max: 100,
    step: 0.01,
    schema: z.number().nonnegative().max(100),
    default: 20,
  },
  // Chat
  channel_status_duration: whole('chat', 'days', { min: 1, max: 3650 }, 7),
  max_channel_topics: whole('chat', 'count', { min: 1, max: 1000 }, 5),
  message_retention_days: whole('chat', 'days', { min: 1, max: 3650 }, 30),
  /** The n-th same text in a row by one sender in one topic is refused (0 or 1: no limit). */
  repeat_message_limit: whole('chat', 'count', { min: 0, max: 100 }, 3),
  repeat_message_window_seconds: whole('chat', 'seconds', { min: 1, max: 86_400 }, 60),
  // AI companion
  bot_reply_interval_min: replyDelaySeconds(2),
  bot_reply_interval_max: replyDelaySeconds(6),
  bot_conversation_history_limit: whole('ai', 'count', { min: 0, max: 500 }, 20),
  ai_replies_per_hour: whole('ai', 'count', { min: 0, max: 10_000 }, 60),
  /** Pictures reach a provider with vision as `image_url` parts; off: a sentence. */
  ai_vision: toggle('ai', false),
  ai_vision_model: line('ai', 100, ''),
  ai_help_resources: {
    group: 'ai',
    unit: 'helpLines',
    max: helpLinesLimits.countries,
    schema: ZHelpResourcesSchema,
    default: defaultHelpResources,
  },
  // Interlocutors and earnings
  max_interlocutor_chats: whole('interlocutors', 'count', { min: 1, max: 100 }, 3),
  interlocutor_search_seconds: whole('interlocutors', 'seconds', { min: 1, max: 3600 }, 60),
  interlocutor_grace_seconds: whole('interlocutors', 'seconds', { min: 0, max: 86_400 }, 120),
  contributor_share_percent: whole('interlocutors', 'percent', { min: 0, max: 100 }, 50),
  earning_hold_days: whole('interlocutors', 'days', { min: 0, max: 365 }, 7),
  /** Better-rated interlocutors see a new request first (off by default; never shown to owners). */
  prefer_rated_interlocutors: toggle('interlocutors', false),
  rated_head_start_seconds: whole('interlocutors', 'seconds', { min: 0, max: 600 }, 10),
  // Payouts
  payout_min_amount: amount('payouts', 10),
  payout_max_amount: amount('payouts', 5000),
  requisites: {
    group: 'payouts',
    unit: 'lines',
    max: 20,
    schema: z.array(z.string().max(500)).max(20),
    default: ['Parlor Digital OÜ', 'Registry code 16543210', 'Narva mnt 5, 10117 Tallinn, Estonia'],
  },
  // Limits
  is_reg_enabled: toggle('limits', true),
  // Image work: what one message and one user may make the server decode, so uploads cannot exhaust its memory.
  image_megapixels_per_message: whole('limits', 'megapixels', { min: 1, max: 1000 }, 100),
  image_megapixels_per_user: whole('limits', 'megapixels', { min: 1, max: 100_000 }, 200),
  image_budget_window_minutes: whole('limits', 'minutes', { min: 1, max: 1440 }, 10),
  // Site
  support_email: {
    group: 'site',
    unit: 'text',
    max: 254,
    schema: z.union([z.literal(''), z.email().max(254)]),
    default: 'support@parlor.example',
  },
  support_phone: line('site', 50, '+372 600 1234'),
  google_tag: {
    group: 'site',
    unit: 'text',
    max: 10_000,
    schema: z.string().max(10_000),
    default: '',
  },
} satisfies Record<string, SettingField<z.ZodType, unknown>>;

export type TSettingFieldKey = keyof typeof settingFields;

/** The zod rule of every setting, keyed like the settings (the admin update's shape). */
export const settingSchemas = Object.fromEntries(
  Object.entries(settingFields).map(([key, field]) => [key, field.schema]),
) as { [K in TSettingFieldKey]: (typeof settingFields)[K]['schema'] };

/** The defaults (the seed's values; a key missing from the table gets its default). */
export const settingDefaults = Object.fromEntries(
  Object.entries(settingFields).map(([key, field]) => [key, field.default]),
) as { [K in TSettingFieldKey]: (typeof settingFields)[K]['default'] };
