import type { TPayoutRequest } from '@parlor/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { payouts, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { verifyPassword } from '../../lib/password';
import { currentCredential } from '../../plugins/auth/auth';
import type { AuthUser } from '../../plugins/auth/sessions';
import { applyBalanceChange } from '../ledger/apply-balance-change';
import { amountToMinor } from '../money/money-units';
import type { Pricing } from '../money/pricing';
import { countryExists } from '../money/queries';
import { formatPayoutAmount, payoutLimits, pointsForPayout } from './payout-amounts';
import { destinationHash, encryptSecret } from './payout-crypto';
import { destinationKey, maskDestination, secretsOf } from './payout-destination';
import { mailPayoutChange } from './payout-mail';
import {
  credentialIssuedAt,
  hasPendingPayout,
  hasUsedDestination,
  type PayoutRow,
} from './queries';

/** How long a password sign-in counts as fresh for a payout to a new destination. */
export const freshSignInMs = 10 * 60_000;

/** The amount in minor units of the chosen currency, within the payout limits. */
function checkedAmount(amount: number, pricing: Pricing): number {
  const { currency } = pricing;
  const amountMinor = amountToMinor(amount, currency.code);
  if (amountMinor === null || amountMinor <= 0) {
    throw AppError.field('amount', 'payouts.validation.amountPositive');
  }
  const { minMinor, maxMinor } = payoutLimits(pricing);
  if (amountMinor < minMinor) {
    throw AppError.field('amount', 'payouts.validation.amountMinimum', {
      amount: formatPayoutAmount(minMinor, currency),
    });
  }
  if (maxMinor !== null && amountMinor > maxMinor) {
    throw AppError.field('amount', 'payouts.validation.amountMaximum', {
      amount: formatPayoutAmount(maxMinor, currency),
    });
  }
  return amountMinor;
}

/** Whether the request's session came from a password sign-in within the last 10 minutes. */
export async function hasFreshSignIn(app: FastifyInstance, request: FastifyRequest) {
  const credential = currentCredential(request);
  const issuedAt = credential ? await credentialIssuedAt(app.db, credential) : undefined;
  return Boolean(issuedAt && Date.now() - issuedAt.getTime() <= freshSignInMs);
}

/** Whether the caller was paid to this destination before (its keyed hash, as stored). */
export async function isKnownDestination(
  app: FastifyInstance,
  userId: number,
  body: Pick<TPayoutRequest, 'method' | 'pan' | 'iban' | 'account_number' | 'sort_code'>,
) {
  const secrets = secretsOf(body as TPayoutRequest);
  const key = app.config.payoutEncryptionKey;
  const hash = destinationHash(key, body.method, destinationKey(body.method, secrets));
  return hasUsedDestination(app.db, userId, hash);
}

/**
 * A destination not paid to before needs a fresh sign-in: the session (or token) was issued
 * by a password sign-in within the last 10 minutes, or the request carries the password.
 */
async function checkFreshSignIn(
  app: FastifyInstance,
  request: FastifyRequest,
  user: AuthUser,
  password: string | undefined,
): Promise<void> {
  if (password) {
    const [row] = await app.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, user.id));
    if (row && (await verifyPassword(row.passwordHash, password))) return;
    throw new AppError(422, 'payouts.errors.passwordWrong', {
      code: 'PASSWORD_WRONG',
      fields: { password: ['payouts.errors.passwordWrong'] },
    });
  }
  if (await hasFreshSignIn(app, request)) return;
  throw new AppError(422, 'payouts.errors.reauthRequired', {
    code: 'REAUTH_REQUIRED',
    fields: { password: ['payouts.errors.reauthRequired'] },
  });
}

/** The payout as stored: the address as given, the secrets sealed, the destination masked. */
function payoutValuesOf(options: {
  user: AuthUser;
  body: TPayoutRequest;
  pricing: Pricing;
  amountMinor: number;
  points: number;
  key: Buffer;
  secrets: ReturnType<typeof secretsOf>;
  hash: string;
}): typeof payouts.$inferInsert {
  const { user, body, key, secrets } = options;
  const seal = (value: string | null) => (value === null ? null : encryptSecret(key, value));
  return {
    userId: user.id,
    method: body.method,
    amountMinor: options.amountMinor,
    currency: options.pricing.currency.code,
    points: options.points,
    firstName: body.first_name ?? '',
    lastName: body.last_name ?? '',
    countryId: body.country_id ?? 0,
    city: body.city ?? '',
    address: body.address ?? '',
    zip: body.zip ?? '',
    panEnc: seal(secrets.pan),
    ibanEnc: seal(secrets.iban),
    accountNumberEnc: seal(secrets.accountNumber),
    sortCodeEnc: seal(secrets.sortCode),
    birthDateEnc: seal(secrets.birthDate),
    destinationMask: maskDestination(body.method, secrets),
    destinationHash: options.hash,
  };
}

/**
 * Requests a payout: checks the amount against the limits, the country, a fresh sign-in
 * for a new destination; then, with the user's row locked, at most one pending payout per
 * method and the available earnings, and reserves the points through the ledger (kind
 * `payout`) in the transaction that writes the payout. Secrets are stored encrypted.
 */
export async function requestPayout(
  app: FastifyInstance,
  request: FastifyRequest,
  options: { user: AuthUser; body: TPayoutRequest; pricing: Pricing },
): Promise<PayoutRow> {
  const { user, body, pricing } = options;
  const amountMinor = checkedAmount(body.amount, pricing);
  const points = pointsForPayout(amountMinor, pricing);
  if (body.country_id === undefined || !(await countryExists(app.db, body.country_id))) {
    throw AppError.field('country_id', 'payouts.validation.countryRequired');
  }
  const key = app.config.payoutEncryptionKey;
  const secrets = secretsOf(body);
  const hash = destinationHash(key, body.method, destinationKey(body.method, secrets));
  if (!(await hasUsedDestination(app.db, user.id, hash))) {
    await checkFreshSignIn(app, request, user, body.password);
  }

  const payout = await app.db.transaction(async (tx) => {
    // The user's row is the lock every payout of this user queues on.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    if (await hasPendingPayout(tx, user.id, body.method)) {
      throw new AppError(422, 'payouts.errors.pendingExists', {
        code: 'PAYOUT_PENDING',
        fields: { method: ['payouts.errors.pendingExists'] },
      });
    }
    const [row] = await tx
      .insert(payouts)
      .values(payoutValuesOf({ user, body, pricing, amountMinor, points, key, secrets, hash }))
      .returning();
    if (!row) throw new Error('payout insert returned nothing');
    await applyBalanceChange(tx, {
      userId: user.id,
      account: 'earnings_available',
      delta: -points,
      kind: 'payout',
      reference: `payout:${row.id}`,
      insufficient: () => AppError.field('amount', 'payouts.validation.amountExceedsBalance'),
    });
    return row;
  });

  app.log.info(
    {
      payoutId: payout.id,
      userId: user.id,
      method: payout.method,
      destination: payout.destinationMask,
    },
    'payout requested',
  );
  await mailPayoutChange(app, payout, 'requested');
  app.notices.announce({
    kind: 'payout',
    userId: payout.userId,
    payoutId: payout.id,
    status: 'requested',
  });
  return payout;
}
