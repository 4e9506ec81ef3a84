import { isNull, min, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { interlocutorEarnings } from '../../db/schema';

/**
 * A new hold applies to the earnings still pending too, counted from when each was earned:
 * setting it to 0 makes every pending earning due now, a longer hold keeps them longer.
 * Runs in the transaction that stores the setting; answers the earliest due time still held
 * (wake the release timer with it once the transaction committed), or undefined.
 */
export async function reschedulePendingEarnings(
  tx: Transaction,
  holdDays: number,
): Promise<Date | undefined> {
  await tx
    .update(interlocutorEarnings)
    .set({
      releaseAt: sql`${interlocutorEarnings.createdAt} + ${holdDays}::int * interval '1 day'`,
    })
    .where(isNull(interlocutorEarnings.releasedAt));
  const [row] = await tx
    .select({ next: min(interlocutorEarnings.releaseAt) })
    .from(interlocutorEarnings)
    .where(isNull(interlocutorEarnings.releasedAt));
  return row?.next ?? undefined;
}
