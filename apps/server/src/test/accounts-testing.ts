import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { userTokens } from '../db/schema';
import { TestClient, type TestResponse } from './test-client';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app';

/** Account limits far above what a test file needs, unless a test sets its own. */
const generousLimits = Object.fromEntries(
  ['LOGIN', 'REGISTER', 'RESET', 'RESEND'].flatMap((name) => [
    [`RATE_LIMIT_${name}_PER_IP`, '10000'],
    [`RATE_LIMIT_${name}_PER_ACCOUNT`, '10000'],
  ]),
);

/** A test app for the accounts suites: generous rate limits unless `env` overrides them. */
export function createAccountsTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  return createTestApp({ ...options, env: { ...generousLimits, ...options.env } });
}

export const strongPassword = 'Sunny-Harbor-42';

let counter = 0;
/** A unique address for one test. */
export function newEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.com`;
}

/** A valid sign-up body; override any field. */
export function registration(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    email: newEmail(),
    phone: '+4915123456789',
    phoneCountryCode: 'DE',
    nationalNumber: '15123456789',
    password: strongPassword,
    password_confirmation: strongPassword,
    ...overrides,
  };
}

/** Signs up through the API in a fresh browser-like client (which is then signed in). */
export async function registerThroughApi(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
): Promise<{ client: TestClient; response: TestResponse; email: string }> {
  const body = registration(overrides);
  const client = new TestClient(app);
  const response = await client.post('/api/register', body);
  return { client, response, email: String(body.email) };
}

/** Moves every token of a user into the past, as if its lifetime had run out. */
export async function expireUserTokens(app: FastifyInstance, userId: number): Promise<void> {
  await app.db
    .update(userTokens)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(sql`${userTokens.userId} = ${userId}`);
}

/** The first error message of a field. */
export function fieldError(response: TestResponse, field: string): string | undefined {
  return response.body.errors?.[field]?.[0];
}
