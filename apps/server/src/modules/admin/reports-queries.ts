import type { TAdminReportsQuery } from '@parlor/contracts';
import { aliasedTable, and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  reports,
  topics,
  users,
  type ReportResolution,
  type ReportStatus,
  type ReportType,
} from '../../db/schema';

/** SQL of the reports queue. */

const reporter = aliasedTable(users, 'reporter');
const reported = aliasedTable(users, 'reported');

const reportColumns = {
  id: reports.id,
  type: reports.type,
  status: reports.status,
  resolution: reports.resolution,
  reason: reports.reason,
  details: reports.details,
  handledNote: reports.handledNote,
  createdAt: reports.createdAt,
  handledAt: reports.handledAt,
  topicId: reports.topicId,
  topicTitle: topics.title,
  topicIsClosed: topics.isClosed,
  topicOwnerId: topics.userId,
  topicGuestId: topics.guestId,
  reporterId: reports.reporterId,
  reporterEmail: reporter.email,
  reporterName: reporter.name,
  reporterLanguageId: reporter.languageId,
  reportedUserId: reports.reportedUserId,
  reportedEmail: reported.email,
  reportedName: reported.name,
  reportedBlockedScope: reported.blockedScope,
};

export interface ReportRow {
  id: number;
  type: ReportType;
  status: ReportStatus;
  resolution: ReportResolution | null;
  reason: string | null;
  details: string | null;
  handledNote: string | null;
  createdAt: Date;
  handledAt: Date | null;
  topicId: number;
  topicTitle: string;
  topicIsClosed: boolean;
  topicOwnerId: number;
  topicGuestId: number | null;
  reporterId: number;
  reporterEmail: string;
  reporterName: string;
  reporterLanguageId: number | null;
  reportedUserId: number | null;
  reportedEmail: string | null;
  reportedName: string | null;
  reportedBlockedScope: 'chat' | 'account' | null;
}

function selectReportRows(db: Executor) {
  return db
    .select(reportColumns)
    .from(reports)
    .innerJoin(topics, eq(topics.id, reports.topicId))
    .innerJoin(reporter, eq(reporter.id, reports.reporterId))
    .leftJoin(reported, eq(reported.id, reports.reportedUserId));
}

function queueCondition(query: TAdminReportsQuery): SQL | undefined {
  return and(
    query.status === 'all' ? undefined : eq(reports.status, query.status),
    query.type ? eq(reports.type, query.type) : undefined,
    query.q
      ? sql`(${topics.title} ilike ${`%${query.q}%`} or ${reports.reason} ilike ${`%${query.q}%`} or ${reports.details} ilike ${`%${query.q}%`})`
      : undefined,
  );
}

/** One page of the queue (open first by default), filtered by status, type and text. */
export async function selectReportQueue(db: Executor, query: TAdminReportsQuery) {
  const where = queueCondition(query);
  const column = query.sort === 'created_at' ? reports.createdAt : reports.id;
  const [rows, [total]] = await Promise.all([
    selectReportRows(db)
      .where(where)
      .orderBy(query.dir === 'asc' ? asc(column) : desc(column), asc(reports.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db
      .select({ value: count() })
      .from(reports)
      .innerJoin(topics, eq(topics.id, reports.topicId))
      .where(where),
  ]);
  return { rows: rows as ReportRow[], total: total?.value ?? 0 };
}

export async function selectReport(db: Executor, reportId: number) {
  const [row] = await selectReportRows(db).where(eq(reports.id, reportId)).limit(1);
  return row as ReportRow | undefined;
}

/** Reports made by the user, or naming the user, newest first. */
export async function selectReportsOfUser(
  db: Executor,
  userId: number,
  side: 'by' | 'about',
  limit = 50,
) {
  const rows = await selectReportRows(db)
    .where(eq(side === 'by' ? reports.reporterId : reports.reportedUserId, userId))
    .orderBy(desc(reports.id))
    .limit(limit);
  return rows as ReportRow[];
}

/**
 * Marks an open report handled; answers false when it was handled already (by someone
 * else a moment ago), so one report is acted on once.
 */
export async function markReportHandled(
  db: Executor,
  options: { reportId: number; handledBy: number; resolution: ReportResolution; note: string },
): Promise<boolean> {
  const rows = await db
    .update(reports)
    .set({
      status: 'handled',
      handledBy: options.handledBy,
      handledAt: sql`now()`,
      resolution: options.resolution,
      handledNote: options.note || null,
    })
    .where(and(eq(reports.id, options.reportId), eq(reports.status, 'open')))
    .returning({ id: reports.id });
  return rows.length === 1;
}

/** Closes a topic for moderation, whoever owns it; answers false when it was closed. */
export async function closeTopicForModeration(db: Executor, topicId: number): Promise<boolean> {
  const rows = await db
    .update(topics)
    .set({
      isClosed: true,
      closedAt: sql`now()`,
      closedReason: 'moderation',
      updatedAt: sql`now()`,
    })
    .where(and(eq(topics.id, topicId), eq(topics.isClosed, false)))
    .returning({ id: topics.id });
  return rows.length === 1;
}
