import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { readMail } from '../apps/server/src/adapters/mail/read-mail';
import type { BenchClient } from './http';
import { expectStatus } from './http';
import type { BenchContext } from './scenario';

export const benchPassword = 'Bench-Pass-2026';

interface Envelope<T> {
  status?: string;
  message?: string;
  payload: T;
}

async function verificationToken(context: BenchContext, email: string): Promise<string> {
  const mailDir = path.join(context.dataDir, 'mail');
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const files = (await fs.readdir(mailDir).catch(() => [] as string[])).filter((file) =>
      file.endsWith(`-${email}.eml`),
    );
    const newest = files.sort().at(-1);
    if (newest) {
      const mail = readMail(await fs.readFile(path.join(mailDir, newest), 'utf8'));
      const token = /\/email\/verify\?token=([\w-]+)/.exec(mail.text)?.[1];
      if (token) return token;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no verification mail for ${email}`);
}

/**
 * A verified user with a bearer token (a non-browser client: no CSRF needed): registered
 * (signed in on the session cookie), then the token asked for as an API client does.
 */
export async function createVerifiedUser(
  context: BenchContext,
): Promise<{ client: BenchClient; email: string }> {
  const email = `bench-${randomBytes(6).toString('hex')}@example.com`;
  const client = context.client();
  const registered = await client.post('/api/register', {
    email,
    phone: '+4915112345678',
    password: benchPassword,
    password_confirmation: benchPassword,
  });
  expectStatus(registered, 200, 'register');
  const created = await client.post<Envelope<{ token: string }>>('/api/tokens', {
    device_name: 'bench',
  });
  expectStatus(created, 200, 'create token');
  client.token = created.body.payload.token;
  expectStatus(
    await client.post('/api/email/verify', { token: await verificationToken(context, email) }),
    200,
    'verify',
  );
  return { client, email };
}

/** Tops the user's balance up through the built-in test gateway, the way a browser does. */
export async function topUp(
  context: BenchContext,
  client: BenchClient,
  email: string,
  amount: number,
): Promise<void> {
  const countries = await client.get<Envelope<{ id: number; iso: string }[]>>('/api/countries');
  const germany = countries.body.payload.find((country) => country.iso === 'DE');
  const started = await client.post<Envelope<{ redirect_url: string; order_id: number }>>(
    '/api/deposit/checkout',
    {
      amount,
      name: 'Bench',
      surname: 'User',
      phone: '+4915112345678',
      email,
      country: germany?.id,
      city: 'Berlin',
      address: 'Unter den Linden 1',
      postCode: '10117',
    },
  );
  expectStatus(started, 200, 'checkout');
  const payPage = new URL(started.body.payload.redirect_url);
  const browser = context.client();
  const paid = await browser.request('POST', payPage.pathname, undefined, {
    form: { action: 'pay', cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
  });
  if (paid.status !== 303) throw new Error(`pay page answered ${paid.status}`);
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const status = await client.get<Envelope<{ status: string }>>(
      `/api/deposit/status/${started.body.payload.order_id}`,
    );
    if (status.body.payload.status === 'success') return;
    if (status.body.payload.status === 'error') throw new Error('top-up failed');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('top-up not credited within 15 s');
}
