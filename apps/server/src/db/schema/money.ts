import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  bigIdentityId,
  cascadeRef,
  createdAt,
  identityId,
  stampedAt,
  updatedAt,
  type LocalizedText,
} from './columns';
import { users } from './accounts';
import { countries } from './content';

/**
 * The accounts a user holds: spendable points (`points`, users.balance) and earned coins
 * (`earnings_pending` during the hold, then `earnings_available` for payout).
 */
export type LedgerAccount = 'points' | 'earnings_pending' | 'earnings_available';

/** Append-only: one row per change of a balance, in the same transaction as the change. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigIdentityId(),
    userId: cascadeRef('user_id', () => users.id),
    /** Hundredths of a point; negative for spending. */
    delta: bigint('delta', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    /** Which of the user's accounts changed; `balanceAfter` is that account's new balance. */
    account: varchar('account', { length: 24 }).$type<LedgerAccount>().notNull().default('points'),
    kind: varchar('kind', { length: 32 }).notNull(),
    /** What the change paid for or came from, e.g. `deposit:12`, `topic:5`. */
    reference: varchar('reference', { length: 64 }),
    createdAt: createdAt(),
  },
  (table) => [
    index('ledger_user_idx').on(table.userId, table.id),
    index('ledger_user_account_idx').on(table.userId, table.account, table.id),
    check('ledger_balance_after_non_negative', sql`${table.balanceAfter} >= 0`),
  ],
);

export const bundles = pgTable('bundles', {
  id: identityId(),
  /** Hundredths of a point. */
  points: bigint('points', { mode: 'number' }).notNull(),
  /** Price in minor units of the default currency. */
  priceMinor: bigint('price_minor', { mode: 'number' }).notNull(),
  description: jsonb('description').$type<LocalizedText>().notNull(),
  position: integer('position').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

export type DepositStatus = 'pending' | 'success' | 'error';

/** A card top-up: by amount or by bundle, through one payment provider. */
export const deposits = pgTable(
  'deposits',
  {
    id: identityId(),
    userId: cascadeRef('user_id', () => users.id),
    bundleId: integer('bundle_id').references(() => bundles.id, { onDelete: 'set null' }),
    /** Minor units of `currency`. */
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    /** Hundredths of a point credited on success. */
    points: bigint('points', { mode: 'number' }).notNull(),
    status: varchar('status', { length: 16 }).$type<DepositStatus>().notNull().default('pending'),
    provider: varchar('provider', { length: 16 }).notNull(),
    providerCheckoutId: varchar('provider_checkout_id', { length: 255 }),
    billing: jsonb('billing').$type<Record<string, unknown>>().notNull(),
    failureReason: text('failure_reason'),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    index('deposits_user_idx').on(table.userId, table.id),
    uniqueIndex('deposits_provider_checkout_unique').on(table.provider, table.providerCheckoutId),
    check('deposits_amount_positive', sql`${table.amountMinor} > 0`),
  ],
);

/** Provider webhook events already handled; a replay finds its row and changes nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: identityId(),
    provider: varchar('provider', { length: 16 }).notNull(),
    eventId: varchar('event_id', { length: 255 }).notNull(),
    type: varchar('type', { length: 100 }).notNull(),
    depositId: integer('deposit_id').references(() => deposits.id, { onDelete: 'set null' }),
    receivedAt: stampedAt('received_at'),
  },
  (table) => [
    uniqueIndex('payment_events_provider_event_unique').on(table.provider, table.eventId),
  ],
);

export type TestCheckoutStatus = 'open' | 'paid' | 'declined' | 'cancelled';

/** Checkouts of the built-in test gateway (its hosted pay page reads them). */
export const testCheckouts = pgTable('test_checkouts', {
  id: varchar('id', { length: 64 }).primaryKey(),
  depositId: cascadeRef('deposit_id', () => deposits.id),
  amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
  currency: char('currency', { length: 3 }).notNull(),
  description: varchar('description', { length: 200 }).notNull(),
  status: varchar('status', { length: 16 }).$type<TestCheckoutStatus>().notNull().default('open'),
  /** Why a closed checkout did not pay (`card_declined`, `insufficient_funds`, `cancelled`, `expired`). */
  failureCode: varchar('failure_code', { length: 32 }),
  /** When the shop acknowledged the outcome's webhook; null means it must be (re)delivered. */
  webhookDeliveredAt: timestamp('webhook_delivered_at', { withTimezone: true }),
  successUrl: varchar('success_url', { length: 500 }).notNull(),
  cancelUrl: varchar('cancel_url', { length: 500 }).notNull(),
  createdAt: createdAt(),
});

/**
 * Billing details a user asked to remember ("Remember these details" on the top-up's billing
 * step, off by default): one row per user, read only by that user (prefilled next time, edited or
 * deleted on the account page), never shown to anyone else; gone with the account.
 */
export const savedBillingDetails = pgTable('saved_billing_details', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: varchar('name', { length: 100 }).notNull(),
  surname: varchar('surname', { length: 100 }).notNull(),
  /** E.164, as checked at saving. */
  phone: varchar('phone', { length: 25 }).notNull(),
  email: varchar('email', { length: 254 }).notNull(),
  countryId: cascadeRef('country_id', () => countries.id),
  city: varchar('city', { length: 100 }).notNull(),
  address: varchar('address', { length: 200 }).notNull(),
  postCode: varchar('post_code', { length: 20 }).notNull(),
  updatedAt: updatedAt(),
});
