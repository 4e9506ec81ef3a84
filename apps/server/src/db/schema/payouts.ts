import { sql } from 'drizzle-orm';
import {
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
import { createdAt } from './columns';
import { users } from './accounts';
import { countries } from './content';

/**
 * Payout requests of interlocutors. The amount was reserved from `earnings_available`
 * through the ledger when the row was written; a rejection gives it back. Card numbers,
 * IBANs, account numbers, sort codes and birth dates are stored only as AES-256-GCM
 * ciphertexts (`*_enc`, see modules/payouts/payout-crypto.ts); `destination_mask` is what
 * answers and logs show, `destination_hash` an HMAC that recognises a destination used
 * before without decrypting anything.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    method: varchar('method', { length: 8 }).$type<'card' | 'sepa' | 'fps'>().notNull(),
    status: varchar('status', { length: 16 })
      .$type<'pending' | 'paid' | 'rejected'>()
      .notNull()
      .default('pending'),
    /** Minor units of `currency`. */
    amountMinor: integer('amount_minor').notNull(),
    currency: varchar('currency', { length: 8 }).notNull(),
    /** Hundredths of a point reserved from earnings_available. */
    points: integer('points').notNull(),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    city: varchar('city', { length: 100 }).notNull(),
    address: varchar('address', { length: 200 }).notNull(),
    zip: varchar('zip', { length: 20 }).notNull(),
    panEnc: text('pan_enc'),
    ibanEnc: text('iban_enc'),
    accountNumberEnc: text('account_number_enc'),
    sortCodeEnc: text('sort_code_enc'),
    birthDateEnc: text('birth_date_enc'),
    destinationMask: varchar('destination_mask', { length: 64 }).notNull(),
    destinationHash: varchar('destination_hash', { length: 64 }).notNull(),
    /** The payment reference once paid. */
    reference: varchar('reference', { length: 200 }),
    /** Why it was rejected. */
    reason: varchar('reason', { length: 500 }),
    processedBy: integer('processed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (table) => [
    index('payouts_user_idx').on(table.userId, table.id),
    index('payouts_status_idx').on(table.status, table.id),
    index('payouts_destination_idx').on(table.userId, table.destinationHash),
    // At most one pending payout per method and person (the service checks first, this backs it).
    uniqueIndex('payouts_one_pending_per_method')
      .on(table.userId, table.method)
      .where(sql`${table.status} = 'pending'`),
    check('payouts_amount_positive', sql`${table.amountMinor} > 0 and ${table.points} > 0`),
  ],
);
