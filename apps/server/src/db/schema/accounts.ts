import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt, identityId, stampedAt, timestamps } from './columns';
import { countries, languages } from './content';

/** Who may use the operator calls under /api/admin. */
export type StaffRole = 'user' | 'moderator' | 'admin';

/** How far an operator's block reaches. */
export type BlockScope = 'chat' | 'account';

export const users = pgTable(
  'users',
  {
    id: identityId(),
    email: varchar('email', { length: 254 }).notNull(),
    name: varchar('name', { length: 100 }).notNull().default('User'),
    surname: varchar('surname', { length: 100 }).notNull().default(''),
    /** E.164, e.g. +4915112345678. */
    phone: varchar('phone', { length: 25 }),
    /** ISO 3166-1 alpha-2 of the phone number's country. */
    phoneCountryCode: varchar('phone_country_code', { length: 2 }),
    nationalNumber: varchar('national_number', { length: 20 }),
    passwordHash: text('password_hash').notNull(),
    avatarColor: varchar('avatar_color', { length: 20 }).notNull().default('accent'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Points balance in hundredths of a point; only the ledger module writes it. */
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    channelExpireAt: timestamp('channel_expire_at', { withTimezone: true }),
    countryId: integer('country_id').references(() => countries.id, { onDelete: 'set null' }),
    city: varchar('city', { length: 100 }),
    address: varchar('address', { length: 200 }),
    postCode: varchar('post_code', { length: 20 }),
    languageId: integer('language_id').references(() => languages.id, { onDelete: 'set null' }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /** Staff role: `user` (everyone), `moderator` (reports, blocking) or `admin` (everything). */
    role: varchar('role', { length: 16 }).$type<StaffRole>().notNull().default('user'),
    /** When an approved application made the user an interlocutor; null for everyone else. */
    interlocutorSince: timestamp('interlocutor_since', { withTimezone: true }),
    /**
     * Earned coins in hundredths of a point, not spendable: `pending` during the hold period,
     * then `available` for payout. Only the ledger module writes them (accounts
     * `earnings_pending` and `earnings_available`).
     */
    earningsPending: bigint('earnings_pending', { mode: 'number' }).notNull().default(0),
    earningsAvailable: bigint('earnings_available', { mode: 'number' }).notNull().default(0),
    /** When an operator blocked the user; null for everyone not blocked. */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    /** `chat`: no creating, joining or sending; `account`: no sign-in at all. */
    blockedScope: varchar('blocked_scope', { length: 8 }).$type<BlockScope>(),
    blockedReason: varchar('blocked_reason', { length: 500 }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${table.email})`),
    check('users_balance_non_negative', sql`${table.balance} >= 0`),
    check('users_earnings_pending_non_negative', sql`${table.earningsPending} >= 0`),
    check('users_earnings_available_non_negative', sql`${table.earningsAvailable} >= 0`),
    index('users_staff_idx')
      .on(table.role)
      .where(sql`${table.role} <> 'user'`),
  ],
);

/** Browser sessions; the cookie holds a random token, the table only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    userId: cascadeRef('user_id', () => users.id),
    createdAt: createdAt(),
    lastSeenAt: stampedAt('last_seen_at'),
    /** Absolute expiry; the idle expiry is lastSeenAt + the configured idle time. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: varchar('user_agent', { length: 300 }),
    ip: varchar('ip', { length: 64 }),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/** Bearer tokens for non-browser clients; stored hashed, revoked by logout. */
export const apiTokens = pgTable(
  'api_tokens',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    /** What the owner lists and revokes the token by (`DELETE /api/tokens/{id}`). */
    id: serial('id').notNull().unique(),
    userId: cascadeRef('user_id', () => users.id),
    /** The owner's name for the client that asked for the token (`POST /api/tokens`). */
    deviceName: varchar('device_name', { length: 100 }).notNull().default(''),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /**
     * The session issued at the same sign-in: ending either ends both. Sign-in no longer
     * issues tokens (a program asks for its own): only rows from before migration 0016 had one, and it deleted them.
     */
    sessionTokenHash: varchar('session_token_hash', { length: 64 }).references(
      () => sessions.tokenHash,
      { onDelete: 'cascade' },
    ),
  },
  (table) => [index('api_tokens_user_idx').on(table.userId)],
);

/** Single-use e-mail verification and password-reset tokens, stored hashed. */
export const userTokens = pgTable(
  'user_tokens',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    userId: cascadeRef('user_id', () => users.id),
    purpose: varchar('purpose', { length: 20 })
      .$type<'email_verify' | 'password_reset' | 'account_delete'>()
      .notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('user_tokens_user_purpose_idx').on(table.userId, table.purpose)],
);

/**
 * The addresses that had their welcome points, as a keyed hash (HMAC-SHA256 with APP_SECRET
 * of the normalised address): kept after the account is deleted, so signing up again with
 * the same address grants nothing; without the secret the hash names nobody.
 */
export const welcomeGrants = pgTable('welcome_grants', {
  emailHash: varchar('email_hash', { length: 64 }).primaryKey(),
  grantedAt: stampedAt('granted_at'),
});
