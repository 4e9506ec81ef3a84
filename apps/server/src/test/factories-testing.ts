import { pointsToCenti, type TAvatarColorId } from '@parlor/contracts';
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { users, type StaffRole } from '../db/schema';
import { hashPassword } from '../lib/password';
import { applyBalanceChange } from '../modules/ledger/apply-balance-change';
import { createApiToken, createSession } from '../plugins/auth/sessions';
import { TestClient } from './test-client';

export const defaultTestPassword = 'Secret-Pass-42';
let defaultPasswordHash: Promise<string> | undefined;

export interface TestUser {
  id: number;
  email: string;
  password: string;
}

/** A registered user, verified unless asked otherwise, holding `points` through a ledger row. */
export async function createUser(
  app: FastifyInstance,
  options: {
    email?: string;
    password?: string;
    verified?: boolean;
    points?: number;
    name?: string;
    avatarColor?: TAvatarColorId;
    channelExpireAt?: Date | null;
    /** Staff role (default `user`). */
    role?: StaffRole;
    /** An approved interlocutor (default false). */
    interlocutor?: boolean;
  } = {},
): Promise<TestUser> {
  const email = options.email ?? `user-${randomBytes(5).toString('hex')}@example.com`;
  const password = options.password ?? defaultTestPassword;
  const passwordHash =
    password === defaultTestPassword
      ? await (defaultPasswordHash ??= hashPassword(defaultTestPassword))
      : await hashPassword(password);
  const id = await app.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({
        email,
        passwordHash,
        name: options.name ?? 'User',
        avatarColor: options.avatarColor ?? 'accent',
        emailVerifiedAt: options.verified === false ? null : new Date(),
        channelExpireAt: options.channelExpireAt ?? null,
        role: options.role ?? 'user',
        interlocutorSince: options.interlocutor ? new Date() : null,
      })
      .returning({ id: users.id });
    if (!row) throw new Error('user insert returned nothing');
    if (options.points) {
      await applyBalanceChange(tx, {
        userId: row.id,
        delta: pointsToCenti(options.points),
        kind: 'adjustment',
        reference: 'test',
      });
    }
    return row.id;
  });
  return { id, email, password };
}

/** A browser-like client already signed in as the user (session created directly). */
export async function signedInClient(app: FastifyInstance, user: TestUser): Promise<TestClient> {
  const client = new TestClient(app);
  const token = await createSession(app.db, { userId: user.id, policy: app.config.session });
  client.cookies.set('parlor_session', token);
  await client.fetchCsrfCookie();
  return client;
}

/** An API token of the user as `POST /api/tokens` makes it (created directly). */
export async function apiTokenOf(
  app: FastifyInstance,
  user: { id: number },
  deviceName = 'test client',
): Promise<string> {
  const { token } = await createApiToken(app.db, {
    userId: user.id,
    deviceName,
    days: app.config.apiTokenDays,
  });
  return token;
}

/** A user's stored balance, in hundredths of a point (NaN for no such user). */
export async function balanceOf(app: FastifyInstance, userId: number): Promise<number> {
  const [row] = await app.db
    .select({ balance: users.balance })
    .from(users)
    .where(eq(users.id, userId));
  return row?.balance ?? Number.NaN;
}
