import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { countries, users } from '../db/schema';
import { createUser, signedInClient, type TestUser } from './factories-testing';
import type { TestClient } from './test-client';
import { applyBalanceChange } from '../modules/ledger/apply-balance-change';

/** Test helpers for payouts: an interlocutor with available earnings, and valid payloads. */

export const testCard = '4242 4242 4242 4242';
export const testIban = 'DE89 3704 0044 0532 0130 00';

export async function countryIdOf(app: FastifyInstance, iso: string): Promise<number> {
  const [row] = await app.db
    .select({ id: countries.id })
    .from(countries)
    .where(eq(countries.iso, iso));
  if (!row) throw new Error(`no country ${iso}`);
  return row.id;
}

/** An approved interlocutor holding `earnings` available points (through a ledger row). */
export async function createEarner(
  app: FastifyInstance,
  earnings: number,
): Promise<{ user: TestUser; client: TestClient }> {
  const user = await createUser(app, { interlocutor: true });
  await app.db.transaction((tx) =>
    applyBalanceChange(tx, {
      userId: user.id,
      account: 'earnings_available',
      delta: Math.round(earnings * 100),
      kind: 'adjustment',
      reference: 'test',
    }),
  );
  return { user, client: await signedInClient(app, user) };
}

export async function availableOf(app: FastifyInstance, userId: number): Promise<number> {
  const [row] = await app.db
    .select({ available: users.earningsAvailable })
    .from(users)
    .where(eq(users.id, userId));
  return row?.available ?? -1;
}

/** The personal and address fields every method needs. */
export function personal(countryId: number) {
  return {
    first_name: 'Ada',
    last_name: 'Lovelace',
    country_id: countryId,
    city: 'Berlin',
    address: 'Unter den Linden 1',
    zip: '10117',
  };
}

export const methodFields = {
  card: { method: 'card', pan: testCard },
  sepa: { method: 'sepa', iban: testIban },
  fps: {
    method: 'fps',
    account_number: '12345678',
    sort_code: '12-34-56',
    birth_date: '1990-04-01',
  },
} as const;
