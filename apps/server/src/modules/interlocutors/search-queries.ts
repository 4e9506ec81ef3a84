import { and, desc, eq, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { interlocutorApplications, interlocutorRequests, topics } from '../../db/schema';

export type RequestRow = typeof interlocutorRequests.$inferSelect;

/** The requests an interlocutor accepted and still holds the seat of. */
export function acceptedBy(interlocutorId: number): SQL | undefined {
  return and(
    eq(interlocutorRequests.status, 'accepted'),
    eq(interlocutorRequests.acceptedBy, interlocutorId),
  );
}

/** The topic's newest request whose status `status` admits. */
function newestRequestOfTopic(db: Executor, topicId: number, status: SQL) {
  return db
    .select()
    .from(interlocutorRequests)
    .where(and(eq(interlocutorRequests.topicId, topicId), status))
    .orderBy(desc(interlocutorRequests.id))
    .limit(1);
}

/**
 * The topic's open request (searching, or accepted while its interlocutor holds the seat);
 * a unique index keeps it the only one.
 */
export async function selectOpenRequestOfTopic(db: Executor, topicId: number) {
  const status = inArray(interlocutorRequests.status, ['searching', 'accepted']);
  const [row] = await newestRequestOfTopic(db, topicId, status);
  return row;
}

/** The topic's draft request (the owner reads the hand-off draft; offered to nobody), locked. */
export async function selectDraftRequestOfTopic(db: Executor, topicId: number) {
  const status = eq(interlocutorRequests.status, 'drafting');
  const [row] = await newestRequestOfTopic(db, topicId, status).for('update');
  return row;
}

/**
 * The topic's newest request that was asked for (searching or after), whatever its state:
 * what the owner's page shows. A draft the owner has not decided on is no search yet.
 */
export async function selectLatestRequestOfTopic(db: Executor, topicId: number) {
  const status = ne(interlocutorRequests.status, 'drafting');
  const [row] = await newestRequestOfTopic(db, topicId, status);
  return row;
}

export async function selectRequestForUpdate(db: Executor, requestId: number) {
  const [row] = await db
    .select()
    .from(interlocutorRequests)
    .where(eq(interlocutorRequests.id, requestId))
    .for('update');
  return row;
}

/** Moves a request on from `from`; answers the row, or undefined when it was not in `from`. */
export async function moveRequest(
  db: Executor,
  requestId: number,
  from: RequestRow['status'],
  change: Partial<Pick<RequestRow, 'status' | 'acceptedBy' | 'resolvedAt' | 'endedAt'>>,
) {
  const [row] = await db
    .update(interlocutorRequests)
    .set(change)
    .where(and(eq(interlocutorRequests.id, requestId), eq(interlocutorRequests.status, from)))
    .returning();
  return row;
}

/**
 * Claims searching requests past their deadline (all due ones, or one): rows another
 * instance is claiming are skipped, so each times out exactly once.
 */
export async function claimDueSearches(db: Executor, requestId?: number) {
  return db
    .select()
    .from(interlocutorRequests)
    .where(
      and(
        eq(interlocutorRequests.status, 'searching'),
        lte(interlocutorRequests.deadlineAt, sql`now()`),
        requestId === undefined ? undefined : eq(interlocutorRequests.id, requestId),
      ),
    )
    .orderBy(interlocutorRequests.id)
    .limit(100)
    .for('update', { skipLocked: true });
}

/** How many open topics the user holds the guest seat of. */
export async function countHeldSeats(db: Executor, userId: number) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(topics)
    .where(and(eq(topics.guestId, userId), eq(topics.isClosed, false)));
  return row?.count ?? 0;
}

/** The nickname an interlocutor applied with (the only name an owner sees). */
export async function selectInterlocutorNickname(db: Executor, userId: number) {
  const [row] = await db
    .select({ nickname: interlocutorApplications.nickname })
    .from(interlocutorApplications)
    .where(
      and(
        eq(interlocutorApplications.userId, userId),
        eq(interlocutorApplications.status, 'approved'),
      ),
    )
    .orderBy(desc(interlocutorApplications.id))
    .limit(1);
  return row?.nickname ?? null;
}
