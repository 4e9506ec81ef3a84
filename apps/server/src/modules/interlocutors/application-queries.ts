import { and, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { interlocutorApplications, users, type ApplicationStatus } from '../../db/schema';

export type ApplicationRow = typeof interlocutorApplications.$inferSelect;

/** The user's newest application (the current one; older ones are history). */
export async function selectLatestApplication(db: Executor, userId: number) {
  const [row] = await db
    .select()
    .from(interlocutorApplications)
    .where(eq(interlocutorApplications.userId, userId))
    .orderBy(desc(interlocutorApplications.id))
    .limit(1);
  return row;
}

/** One application, locked for review. */
export async function selectApplicationForUpdate(db: Executor, id: number) {
  const [row] = await db
    .select()
    .from(interlocutorApplications)
    .where(eq(interlocutorApplications.id, id))
    .for('update');
  return row;
}

/** A page of applications for review, newest first, with the applicant's account. */
export async function selectApplicationsPage(
  db: Executor,
  options: { status: ApplicationStatus | undefined; limit: number; offset: number },
) {
  const where = options.status ? eq(interlocutorApplications.status, options.status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        application: interlocutorApplications,
        userName: users.name,
        accountEmail: users.email,
      })
      .from(interlocutorApplications)
      .innerJoin(users, eq(users.id, interlocutorApplications.userId))
      .where(where)
      .orderBy(desc(interlocutorApplications.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ total: count() }).from(interlocutorApplications).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** Marks a pending application reviewed; answers the row or undefined when not pending. */
export async function markApplicationReviewed(
  db: Executor,
  options: { id: number; status: 'approved' | 'rejected'; note: string | null; reviewerId: number },
) {
  const [row] = await db
    .update(interlocutorApplications)
    .set({
      status: options.status,
      reviewNote: options.note,
      reviewedBy: options.reviewerId,
      reviewedAt: new Date(),
    })
    .where(
      and(
        eq(interlocutorApplications.id, options.id),
        eq(interlocutorApplications.status, 'pending'),
      ),
    )
    .returning();
  return row;
}
