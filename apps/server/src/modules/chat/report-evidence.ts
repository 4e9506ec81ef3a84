import { adminLimits } from '@parlor/contracts';
import { and, asc, desc, eq, gt, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { messages, reportEvidence, type FrozenEvidenceLine } from '../../db/schema';
import { seatLineKeys } from './seat-lines';

/**
 * What a moderator reads of a report: the conversation its reporter took part in, from the
 * seat line that opened it ("A person joined") to the one that ended it, never the topic's
 * earlier or later conversations with other people. Found from the seat lines, so every
 * report, old ones too, is read the same way; a topic without seat lines (written before
 * they existed) is one conversation.
 */

/** Who wrote a line, in words a moderator reads (`owner`, `guest`, …). */
export type EvidenceRole = 'owner' | 'guest' | 'interlocutor' | 'ai' | 'system';

/** A line of evidence, live from the conversation or as frozen after a deletion. */
export type EvidenceLine = FrozenEvidenceLine & { role: EvidenceRole };

/** What finding a report's conversation needs of the report. */
export interface EvidenceReport {
  id: number;
  topicId: number;
  topicOwnerId: number;
  createdAt: Date;
}

/** The role of a message's author in its topic. */
export function evidenceRoleOf(
  message: { senderKind: string; senderId: number | null },
  ownerId: number,
): EvidenceRole {
  if (message.senderKind === 'ai' || message.senderKind === 'system') return message.senderKind;
  if (message.senderKind === 'interlocutor') return 'interlocutor';
  return message.senderId === ownerId ? 'owner' : 'guest';
}

const leaveLines = [seatLineKeys.left, seatLineKeys.removed];

/** The `seq` of the topic's first seat line, in `order`, that meets `condition`, if any. */
async function seatLineSeq(
  db: Executor,
  topicId: number,
  condition: SQL | undefined,
  order: SQL,
): Promise<number | undefined> {
  const [line] = await db
    .select({ seq: messages.seq })
    .from(messages)
    .where(and(eq(messages.topicId, topicId), eq(messages.senderKind, 'system'), condition))
    .orderBy(order)
    .limit(1);
  return line?.seq;
}

/** The `seq` range of the conversation going on (or last ended) when the report was made. */
async function conversationOf(db: Executor, report: EvidenceReport): Promise<SQL | undefined> {
  const joined = await seatLineSeq(
    db,
    report.topicId,
    and(eq(messages.content, seatLineKeys.joined), lte(messages.createdAt, report.createdAt)),
    desc(messages.seq),
  );
  const ended = await seatLineSeq(
    db,
    report.topicId,
    and(inArray(messages.content, leaveLines), gt(messages.seq, joined ?? 0)),
    asc(messages.seq),
  );
  return and(
    eq(messages.topicId, report.topicId),
    joined === undefined ? undefined : gte(messages.seq, joined),
    ended === undefined ? undefined : lte(messages.seq, ended),
  );
}

/** The newest lines of the report's conversation, oldest first. */
export async function selectConversationLines(
  db: Executor,
  report: EvidenceReport,
  limit: number = adminLimits.recentMessages,
): Promise<EvidenceLine[]> {
  const rows = await db
    .select({
      id: messages.id,
      senderId: messages.senderId,
      senderKind: messages.senderKind,
      content: messages.content,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .where(await conversationOf(db, report))
    .orderBy(desc(messages.seq))
    .limit(limit);
  return rows.reverse().map((row) => ({
    ...row,
    role: evidenceRoleOf(row, report.topicOwnerId),
    isErased: false,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** Each report's evidence: frozen after a deletion (`isRemoved` once handled), else live. */
export async function selectReportEvidence(
  db: Executor,
  reports: EvidenceReport[],
): Promise<Map<number, { lines: EvidenceLine[]; isRemoved: boolean }>> {
  const evidence = new Map<number, { lines: EvidenceLine[]; isRemoved: boolean }>();
  if (reports.length === 0) return evidence;
  const frozen = await db
    .select()
    .from(reportEvidence)
    .where(
      inArray(
        reportEvidence.reportId,
        reports.map((report) => report.id),
      ),
    );
  for (const row of frozen) {
    evidence.set(row.reportId, {
      lines: row.lines as EvidenceLine[],
      isRemoved: row.removedAt !== null,
    });
  }
  for (const report of reports) {
    if (evidence.has(report.id)) continue;
    evidence.set(report.id, { lines: await selectConversationLines(db, report), isRemoved: false });
  }
  return evidence;
}

/**
 * The newest `limit` lines of each topic, oldest first, each with its author's role (the
 * safety alerts: what led to the crisis, whoever was in the seat).
 */
export async function selectRecentTopicLines(
  db: Executor,
  topicOwners: Map<number, number>,
  limit: number = adminLimits.recentMessages,
): Promise<Map<number, EvidenceLine[]>> {
  const byTopic = new Map<number, EvidenceLine[]>();
  if (topicOwners.size === 0) return byTopic;
  const ranked = db
    .select({
      id: messages.id,
      rank: sql<number>`row_number() over (partition by ${messages.topicId} order by ${messages.seq} desc)`.as(
        'rank',
      ),
    })
    .from(messages)
    .where(inArray(messages.topicId, [...topicOwners.keys()]))
    .as('ranked');
  const rows = await db
    .select({
      id: messages.id,
      topicId: messages.topicId,
      senderId: messages.senderId,
      senderKind: messages.senderKind,
      content: messages.content,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .innerJoin(ranked, eq(ranked.id, messages.id))
    .where(sql`${ranked.rank} <= ${limit}`)
    .orderBy(asc(messages.topicId), asc(messages.seq));
  for (const { topicId, ...row } of rows) {
    const list = byTopic.get(topicId) ?? [];
    list.push({
      ...row,
      role: evidenceRoleOf(row, topicOwners.get(topicId) ?? 0),
      isErased: false,
      createdAt: row.createdAt.toISOString(),
    });
    byTopic.set(topicId, list);
  }
  return byTopic;
}
