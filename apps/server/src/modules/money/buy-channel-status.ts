import { centiToPoints, pointsToCenti, type TChannelStatus } from '@parlor/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { applyBalanceChange } from '../ledger/apply-balance-change';
import { publishBalance } from '../ledger/publish-balance';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Buys channel status: debits `channel_status_cost` and sets the expiry to
 * max(now, current expiry) + `channel_status_duration` days, so buying while active
 * extends it. Both in one transaction on the locked user row; without enough points it
 * answers 422 and nothing changes.
 */
export async function buyChannelStatus(
  app: FastifyInstance,
  userId: number,
  now = new Date(),
): Promise<TChannelStatus> {
  const settings = await app.reference.settings();
  const cost = pointsToCenti(settings.channel_status_cost);
  const { balance, expireAt } = await app.db.transaction(async (tx) => {
    // applyBalanceChange locks the user's row first, so the expiry read below is current.
    const balance = await applyBalanceChange(tx, {
      userId,
      delta: -cost,
      kind: 'channel_status',
      reference: `channel_status:${settings.channel_status_duration}d`,
      insufficient: (current) =>
        new AppError(422, 'money.errors.channelNotEnoughPoints', {
          params: { cost: centiToPoints(cost), balance: centiToPoints(current) },
          code: 'INSUFFICIENT_POINTS',
        }),
    });
    const [user] = await tx
      .select({ channelExpireAt: users.channelExpireAt })
      .from(users)
      .where(eq(users.id, userId));
    const current = user?.channelExpireAt?.getTime() ?? 0;
    const expireAt = new Date(
      Math.max(now.getTime(), current) + settings.channel_status_duration * dayMs,
    );
    await tx.update(users).set({ channelExpireAt: expireAt }).where(eq(users.id, userId));
    return { balance, expireAt };
  });

  await publishBalance(app, userId, balance);
  return {
    balance: centiToPoints(balance),
    points: centiToPoints(balance),
    is_channel: expireAt.getTime() > Date.now(),
    channel_expire_at: expireAt.toISOString(),
  };
}
