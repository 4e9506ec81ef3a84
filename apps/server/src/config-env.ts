import { z } from 'zod';

/** The environment variables the server reads, parsed and checked by zod. */

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyToUndefined, z.url().optional());

/** Every environment variable the server reads, with its default. The README's table mirrors this. */
export const ZEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: optionalString,
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  REDIS_URL: optionalUrl,
  /** Prefix of every Redis key and channel: deployments sharing one Redis stay apart. */
  REDIS_PREFIX: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .max(64)
      .regex(/^[!-~]+$/, 'printable ASCII without spaces')
      .default('parlor:'),
  ),
  PUBLIC_URL: optionalUrl,
  APP_SECRET: z.preprocess(emptyToUndefined, z.string().min(32).optional()),
  /** 32 random bytes, base64 (44 characters) or hex (64 characters): encrypts payout details. */
  PAYOUT_ENCRYPTION_KEY: optionalString,
  /** The Web Push key pair (P-256, base64url); generated into the data dir when unset. */
  VAPID_PUBLIC_KEY: optionalString,
  VAPID_PRIVATE_KEY: optionalString,
  /** Contact for the push services: `mailto:` or an https URL (default: MAIL_FROM's address). */
  VAPID_SUBJECT: optionalString,
  /** `true`, `false`, or the proxies' addresses (IPs or CIDRs, comma-separated). */
  TRUST_PROXY: z.preprocess(emptyToUndefined, z.string().default('false')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_PRETTY: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).optional()),
  /** Both set: this account is created or updated as a verified admin at every start. */
  ADMIN_EMAIL: optionalString,
  ADMIN_PASSWORD: optionalString,
  SEED_DEMO: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).default('true')),
  SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(1440),
  SESSION_MAX_DAYS: z.coerce.number().int().positive().default(30),
  /** How long a token from `POST /api/tokens` lives, used or not. */
  API_TOKEN_DAYS: z.coerce.number().int().positive().max(3650).default(30),
  /** How long an instance remembers whose a session or token is (0: look it up every call). */
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(10),
  /** Sign-in, sign-up, password reset and resend limits: attempts per window, per IP and per account. */
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
  RATE_LIMIT_LOGIN_PER_IP: z.coerce.number().int().positive().default(30),
  RATE_LIMIT_LOGIN_PER_ACCOUNT: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_REGISTER_PER_IP: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_REGISTER_PER_ACCOUNT: z.coerce.number().int().positive().default(5),
  RATE_LIMIT_RESET_PER_IP: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_RESET_PER_ACCOUNT: z.coerce.number().int().positive().default(5),
  RATE_LIMIT_RESEND_PER_IP: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_RESEND_PER_ACCOUNT: z.coerce.number().int().positive().default(3),
  /** Chat messages one user may send per 10 seconds (the "No spam" guard). */
  RATE_LIMIT_CHAT_MESSAGES: z.coerce.number().int().positive().default(20),
  /** Payout requests one user may make per hour. */
  RATE_LIMIT_PAYOUTS: z.coerce.number().int().positive().default(10),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Parlor <no-reply@parlor.local>'),
  PAYMENT_PROVIDER: z.preprocess(emptyToUndefined, z.enum(['test', 'stripe']).optional()),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_API_BASE: optionalUrl,
  INTERNAL_URL: optionalUrl,
  /** A header a reverse proxy sets to the client's country (e.g. CF-IPCountry); empty: none. */
  COUNTRY_HEADER: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9-]+$/)
      .optional(),
  ),
  WEB_DIST_DIR: optionalString,
  /** Attachments in an S3-compatible bucket instead of `$DATA_DIR/uploads` when S3_BUCKET is set. */
  S3_BUCKET: optionalString,
  S3_REGION: optionalString,
  S3_ENDPOINT: optionalUrl,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  /** The AI companion: an OpenAI-compatible endpoint when AI_BASE_URL is set, else the offline one. */
  AI_BASE_URL: optionalUrl,
  AI_API_KEY: optionalString,
  AI_MODEL: z.preprocess(emptyToUndefined, z.string().default('gpt-4o-mini')),
  AI_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  AI_MAX_TOKENS: z.coerce.number().int().positive().default(400),
  AI_MAX_CONTEXT_TOKENS: z.coerce.number().int().min(256).default(4000),
  AI_MODERATION: z.preprocess(emptyToUndefined, z.enum(['builtin', 'openai']).default('builtin')),
  /** First retry delay after a provider failure; doubles for the next. */
  AI_RETRY_BACKOFF_MS: z.coerce.number().int().nonnegative().default(1000),
  /** The offline companion's pace: a word every this many milliseconds (0: all at once). */
  AI_OFFLINE_WORD_MS: z.coerce.number().int().nonnegative().max(5000).default(100),
});

export type Env = z.infer<typeof ZEnvSchema>;
