import path from 'node:path';
import { resolveVapidKeys, type VapidKeys } from './config-vapid';
import { isInContainer, parseTrustProxy } from './config-network';
import { ZEnvSchema, type Env } from './config-env';
import { type S3StorageOptions, resolveS3 } from './config-storage';
import { resolveAppSecret, resolvePayoutKey, requireSharedSecrets } from './config-secrets';

/** Attempts per window, counted per client IP and per account (e-mail address). */
export interface AuthRateLimits {
  windowMs: number;
  login: { perIp: number; perAccount: number };
  register: { perIp: number; perAccount: number };
  reset: { perIp: number; perAccount: number };
  resend: { perIp: number; perAccount: number };
}

/** The server's typed configuration. Built once at start-up; tests build their own. */
export interface AppConfig {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Prefix of every Redis key and pub/sub channel (REDIS_PREFIX). */
  redisPrefix: string;
  /** Origin users reach the app at: links in e-mails, payment return URLs, WebSocket origin check. */
  publicUrl: string;
  appSecret: string;
  /** The AES-256-GCM key (32 bytes) for card numbers, IBANs and the other payout details. */
  payoutEncryptionKey: Buffer;
  /** Signs Web Push messages (VAPID). */
  vapid: VapidKeys;
  /**
   * Whose `X-Forwarded-*` headers count: nobody's (false), the proxies at these addresses
   * (IPs or CIDRs), or every sender's (true: only when nothing but the proxy reaches the server).
   */
  trustProxy: boolean | string[];
  logLevel: Env['LOG_LEVEL'];
  logPretty: boolean;
  seedDemo: boolean;
  /** The admin account ensured at start (ADMIN_EMAIL / ADMIN_PASSWORD), if configured. */
  admin: { email: string; password: string } | undefined;
  session: { idleMinutes: number; maxDays: number; cacheSeconds: number };
  /** Days an API token (`POST /api/tokens`) lives from its creation (API_TOKEN_DAYS). */
  apiTokenDays: number;
  /** Attempts allowed per window on the account calls (login, register, reset, resend). */
  authRateLimits: AuthRateLimits;
  mail: { smtpUrl: string | undefined; from: string };
  /** Chat messages one user may send per 10 seconds. */
  chatMessagesPer10s: number;
  /** Payout requests one user may make per hour. */
  payoutsPerHour: number;
  stripe: { secretKey: string; webhookSecret: string; apiBase: string | undefined } | undefined;
  /** Which card payment provider runs: Stripe Checkout, or the built-in test gateway. */
  paymentProvider: 'test' | 'stripe';
  /**
   * Origin at which this server reaches its own API (INTERNAL_URL): the built-in test
   * gateway posts its webhooks there. Undefined means the address the server listens on.
   */
  internalUrl: string | undefined;
  /**
   * The header a trusted reverse proxy sets to the client's country (COUNTRY_HEADER), read for
   * the phone input's default country; empty: only Accept-Language is read.
   */
  countryHeader: string;
  /** Where chat attachments are stored on disk: `$DATA_DIR/uploads` (unless `s3` is set). */
  uploadsDir: string;
  /** The S3-compatible bucket holding attachments instead of the disk (S3_BUCKET set). */
  s3: S3StorageOptions | undefined;
  /** Built SPA to serve; undefined serves the API only. */
  webDistDir: string | undefined;
  ai: AiConfig;
}

/** The AI companion's provider and limits. */
export interface AiConfig {
  /** OpenAI-compatible endpoint (…/v1); undefined runs the built-in offline companion. */
  baseUrl: string | undefined;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
  maxTokens: number;
  /** The prompt (system prompt + conversation) never exceeds this estimate. */
  maxContextTokens: number;
  moderation: 'builtin' | 'openai';
  retryBackoffMs: number;
  /** The built-in offline companion writes a word every this many milliseconds (0: at once). */
  offlineWordMs: number;
}

/** The environment parsed by its schema; throws with every problem listed. */
function parseEnv(source: NodeJS.ProcessEnv): Env {
  const parsed = ZEnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}

/** Card payments: Stripe when both its keys are set (or it is chosen), else the test gateway. */
function paymentsOf(env: Env): Pick<AppConfig, 'stripe' | 'paymentProvider'> {
  const stripe =
    env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
      ? {
          secretKey: env.STRIPE_SECRET_KEY,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET,
          apiBase: env.STRIPE_API_BASE,
        }
      : undefined;
  return { stripe, paymentProvider: env.PAYMENT_PROVIDER ?? (stripe ? 'stripe' : 'test') };
}

/** Throws on the first combination of variables the server cannot run with. */
function assertRunnable(env: Env): void {
  if (env.NODE_ENV === 'production' && !env.APP_SECRET) {
    throw new Error('APP_SECRET (at least 32 characters) is required when NODE_ENV=production');
  }
  if (env.REDIS_URL) requireSharedSecrets(env);
  if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
    throw new Error('ADMIN_EMAIL and ADMIN_PASSWORD go together: set both or neither');
  }
  const { stripe, paymentProvider } = paymentsOf(env);
  if (paymentProvider === 'stripe' && !stripe) {
    throw new Error('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
  }
  // The test gateway accepts test cards: in production it runs only when chosen on purpose.
  if (
    paymentProvider === 'test' &&
    env.NODE_ENV === 'production' &&
    env.PAYMENT_PROVIDER !== 'test'
  ) {
    throw new Error(
      'NODE_ENV=production needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET for card payments ' +
        '(or PAYMENT_PROVIDER=test to run the built-in test gateway deliberately)',
    );
  }
  if (env.AI_MODERATION === 'openai' && !env.AI_BASE_URL) {
    throw new Error(
      'AI_MODERATION=openai needs AI_BASE_URL (the provider whose moderation endpoint runs)',
    );
  }
  if (env.NODE_ENV === 'production' && !env.PAYOUT_ENCRYPTION_KEY) {
    throw new Error(
      'PAYOUT_ENCRYPTION_KEY (32 bytes, base64 or hex) is required when NODE_ENV=production',
    );
  }
}

function authRateLimitsOf(env: Env): AuthRateLimits {
  return {
    windowMs: env.RATE_LIMIT_WINDOW_SECONDS * 1000,
    login: { perIp: env.RATE_LIMIT_LOGIN_PER_IP, perAccount: env.RATE_LIMIT_LOGIN_PER_ACCOUNT },
    register: {
      perIp: env.RATE_LIMIT_REGISTER_PER_IP,
      perAccount: env.RATE_LIMIT_REGISTER_PER_ACCOUNT,
    },
    reset: { perIp: env.RATE_LIMIT_RESET_PER_IP, perAccount: env.RATE_LIMIT_RESET_PER_ACCOUNT },
    resend: {
      perIp: env.RATE_LIMIT_RESEND_PER_IP,
      perAccount: env.RATE_LIMIT_RESEND_PER_ACCOUNT,
    },
  };
}

function aiConfigOf(env: Env): AiConfig {
  return {
    baseUrl: env.AI_BASE_URL?.replace(/\/$/, ''),
    apiKey: env.AI_API_KEY,
    model: env.AI_MODEL,
    timeoutMs: env.AI_TIMEOUT_MS,
    maxTokens: env.AI_MAX_TOKENS,
    maxContextTokens: env.AI_MAX_CONTEXT_TOKENS,
    moderation: env.AI_MODERATION,
    retryBackoffMs: env.AI_RETRY_BACKOFF_MS,
    offlineWordMs: env.AI_OFFLINE_WORD_MS,
  };
}

/** Parses the environment into an AppConfig; throws with every problem listed. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const env = parseEnv(source);
  const dataDir = path.resolve(env.DATA_DIR);
  const host = env.HOST ?? (isInContainer() ? '0.0.0.0' : '127.0.0.1');
  assertRunnable(env);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    redisPrefix: env.REDIS_PREFIX,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    appSecret: resolveAppSecret(env.APP_SECRET, dataDir),
    payoutEncryptionKey: resolvePayoutKey(env.PAYOUT_ENCRYPTION_KEY, dataDir),
    vapid: resolveVapidKeys(env, { dataDir, mailFrom: env.MAIL_FROM }),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL,
    logPretty: env.LOG_PRETTY ? env.LOG_PRETTY === 'true' : env.NODE_ENV === 'development',
    seedDemo: env.SEED_DEMO === 'true',
    admin:
      env.ADMIN_EMAIL && env.ADMIN_PASSWORD
        ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }
        : undefined,
    session: {
      idleMinutes: env.SESSION_IDLE_MINUTES,
      maxDays: env.SESSION_MAX_DAYS,
      cacheSeconds: env.SESSION_CACHE_SECONDS,
    },
    apiTokenDays: env.API_TOKEN_DAYS,
    authRateLimits: authRateLimitsOf(env),
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
    chatMessagesPer10s: env.RATE_LIMIT_CHAT_MESSAGES,
    payoutsPerHour: env.RATE_LIMIT_PAYOUTS,
    ...paymentsOf(env),
    internalUrl: env.INTERNAL_URL?.replace(/\/$/, ''),
    countryHeader: env.COUNTRY_HEADER ?? '',
    uploadsDir: path.join(dataDir, 'uploads'),
    s3: resolveS3(env),
    webDistDir: env.WEB_DIST_DIR ? path.resolve(env.WEB_DIST_DIR) : undefined,
    ai: aiConfigOf(env),
  };
}
