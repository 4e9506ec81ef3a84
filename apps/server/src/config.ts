import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { resolveVapidKeys, type VapidKeys } from './config-vapid';

/** True inside a container, where the server must listen on every interface. */
function isInContainer(): boolean {
  return (
    fs.existsSync('/.dockerenv') ||
    fs.existsSync('/run/.containerenv') ||
    process.env.KUBERNETES_SERVICE_HOST !== undefined
  );
}

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyToUndefined, z.url().optional());

/** Every environment variable the server reads, with its default. The README's table mirrors this. */
const ZEnvSchema = z.object({
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

/** Attempts per window, counted per client IP and per account (e-mail address). */
export interface AuthRateLimits {
  windowMs: number;
  login: { perIp: number; perAccount: number };
  register: { perIp: number; perAccount: number };
  reset: { perIp: number; perAccount: number };
  resend: { perIp: number; perAccount: number };
}

/** An S3-compatible bucket for attachments (the storage adapter's settings). */
export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** Endpoint of an S3-compatible service; when set, buckets are addressed path-style. */
  endpoint: string | undefined;
  accessKeyId: string;
  secretAccessKey: string;
}

/** S3_BUCKET turns the bucket on; region and both keys must then be set too. */
function resolveS3(env: Env): S3StorageOptions | undefined {
  const { S3_BUCKET, S3_REGION, S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = env;
  if (!S3_BUCKET) {
    if (S3_REGION || S3_ENDPOINT || S3_ACCESS_KEY_ID || S3_SECRET_ACCESS_KEY) {
      throw new Error('S3_BUCKET is missing: the other S3_* variables only apply with a bucket');
    }
    return undefined;
  }
  if (!S3_REGION || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) {
    throw new Error('S3_BUCKET needs S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  }
  return {
    bucket: S3_BUCKET,
    region: S3_REGION,
    endpoint: S3_ENDPOINT?.replace(/\/$/, ''),
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
  };
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

/** Reads the secret from APP_SECRET, else from (or into) `$DATA_DIR/.app-secret`. */
function resolveAppSecret(fromEnv: string | undefined, dataDir: string): string {
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir, '.app-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = crypto
    .getRandomValues(new Uint8Array(32))
    .reduce((hex, byte) => hex + byte.toString(16).padStart(2, '0'), '');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** A 32-byte key written as 64 hex characters or as base64; throws on anything else. */
export function parseEncryptionKey(text: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(trimmed)
    ? Buffer.from(trimmed, 'hex')
    : /^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed)
      ? Buffer.from(trimmed, 'base64')
      : Buffer.alloc(0);
  if (key.length !== 32) {
    throw new Error(
      'PAYOUT_ENCRYPTION_KEY must be 32 bytes written as 64 hex characters or as base64 ' +
        '(e.g. `openssl rand -base64 32`)',
    );
  }
  return key;
}

/** Reads the payout key from PAYOUT_ENCRYPTION_KEY, else from (or into) `$DATA_DIR/.payout-key`. */
function resolvePayoutKey(fromEnv: string | undefined, dataDir: string): Buffer {
  if (fromEnv) return parseEncryptionKey(fromEnv);
  const file = path.join(dataDir, '.payout-key');
  if (fs.existsSync(file)) return parseEncryptionKey(fs.readFileSync(file, 'utf8'));
  fs.mkdirSync(dataDir, { recursive: true });
  const key = Buffer.from(crypto.getRandomValues(new Uint8Array(32)));
  fs.writeFileSync(file, key.toString('base64'), { mode: 0o600 });
  return key;
}

/**
 * With REDIS_URL set, several instances may serve the same users behind a load balancer. A secret
 * generated per instance (into its own data dir) would make one instance's CSRF tokens and
 * signed links fail on another (419) and its encrypted payout details unreadable elsewhere, so
 * both secrets must be set explicitly, identical on every instance.
 */
function requireSharedSecrets(env: {
  APP_SECRET?: string;
  PAYOUT_ENCRYPTION_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
}): void {
  const missing = [
    env.APP_SECRET ? undefined : 'APP_SECRET (at least 32 characters)',
    env.PAYOUT_ENCRYPTION_KEY ? undefined : 'PAYOUT_ENCRYPTION_KEY (32 bytes, base64 or hex)',
    // A subscription is bound to the key pair it was made with: one pair for every instance.
    env.VAPID_PRIVATE_KEY ? undefined : 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY',
  ].filter((name): name is string => name !== undefined);
  if (missing.length === 0) return;
  throw new Error(
    `REDIS_URL is set, so more than one instance may run: ${missing.join(' and ')} must be set ` +
      'explicitly, the same on every instance. A secret generated per instance would make CSRF ' +
      'tokens and signed links from one instance fail on another (419) and payout details ' +
      'encrypted by one unreadable on the others.',
  );
}

/**
 * TRUST_PROXY: `true`, `false`, or the addresses of the proxies in front of the server —
 * IPs or CIDRs, comma-separated (`10.0.0.5`, `10.0.0.0/24, fd00::/8`). Throws on anything else.
 */
export function parseTrustProxy(text: string): boolean | string[] {
  const trimmed = text.trim();
  if (trimmed === 'true' || trimmed === 'false') return trimmed === 'true';
  const addresses = trimmed
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const isAddress = (entry: string) => {
    const [address = '', bits, extra] = entry.split('/');
    const version = net.isIP(address);
    if (version === 0 || extra !== undefined) return false;
    if (bits === undefined) return true;
    return /^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
  };
  if (addresses.length === 0 || !addresses.every(isAddress)) {
    throw new Error(
      `TRUST_PROXY must be true, false or the proxies' addresses (IPs or CIDRs, comma-separated), not "${text}"`,
    );
  }
  return addresses;
}

/** Parses the environment into an AppConfig; throws with every problem listed. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = ZEnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  const host = env.HOST ?? (isInContainer() ? '0.0.0.0' : '127.0.0.1');
  if (env.NODE_ENV === 'production' && !env.APP_SECRET) {
    throw new Error('APP_SECRET (at least 32 characters) is required when NODE_ENV=production');
  }
  if (env.REDIS_URL) requireSharedSecrets(env);
  if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
    throw new Error('ADMIN_EMAIL and ADMIN_PASSWORD go together: set both or neither');
  }
  const stripe =
    env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
      ? {
          secretKey: env.STRIPE_SECRET_KEY,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET,
          apiBase: env.STRIPE_API_BASE,
        }
      : undefined;
  const paymentProvider = env.PAYMENT_PROVIDER ?? (stripe ? 'stripe' : 'test');
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
    authRateLimits: {
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
    },
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
    chatMessagesPer10s: env.RATE_LIMIT_CHAT_MESSAGES,
    payoutsPerHour: env.RATE_LIMIT_PAYOUTS,
    stripe,
    paymentProvider,
    internalUrl: env.INTERNAL_URL?.replace(/\/$/, ''),
    countryHeader: env.COUNTRY_HEADER ?? '',
    uploadsDir: path.join(dataDir, 'uploads'),
    s3: resolveS3(env),
    webDistDir: env.WEB_DIST_DIR ? path.resolve(env.WEB_DIST_DIR) : undefined,
    ai: {
      baseUrl: env.AI_BASE_URL?.replace(/\/$/, ''),
      apiKey: env.AI_API_KEY,
      model: env.AI_MODEL,
      timeoutMs: env.AI_TIMEOUT_MS,
      maxTokens: env.AI_MAX_TOKENS,
      maxContextTokens: env.AI_MAX_CONTEXT_TOKENS,
      moderation: env.AI_MODERATION,
      retryBackoffMs: env.AI_RETRY_BACKOFF_MS,
      offlineWordMs: env.AI_OFFLINE_WORD_MS,
    },
  };
}
