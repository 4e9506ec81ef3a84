import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { messages, reportEvidence, reports, topics } from '../../db/schema';
import { selectConversationLines, type EvidenceLine } from './report-evidence';

/**
 * Before a deleted account's messages go, the open reports whose conversation holds them
 * keep a copy of that conversation with the person's lines erased: a moderator can still
 * judge what the others said, and reads "[deleted account]" where the person wrote (the
 * companion's answers in the person's own topics are left out, as they leave the topic). A copy
 * frozen before (another participant deleted first) has this person's lines erased too.
 */
export async function freezeEvidenceOfDeletedAccount(
  tx: Transaction,
  userId: number,
): Promise<void> {
  const writtenIn = tx
    .selectDistinct({ id: messages.topicId })
    .from(messages)
    .where(eq(messages.senderId, userId));
  const open = await tx
    .select({
      id: reports.id,
      topicId: reports.topicId,
      topicOwnerId: topics.userId,
      createdAt: reports.createdAt,
      frozen: reportEvidence.lines,
    })
    .from(reports)
    .innerJoin(topics, eq(topics.id, reports.topicId))
    .leftJoin(reportEvidence, eq(reportEvidence.reportId, reports.id))
    .where(
      and(
        eq(reports.status, 'open'),
        isNull(reportEvidence.removedAt),
        or(eq(topics.userId, userId), inArray(reports.topicId, writtenIn)),
      ),
    );
  for (const report of open) {
    const lines =
      (report.frozen as EvidenceLine[] | null) ?? (await selectConversationLines(tx, report));
    if (!lines.some((line) => line.senderId === userId)) continue;
    // The companion's answers in the person's own topics go with them, as in the topic.
    const erased = lines
      .filter((line) => !(line.senderKind === 'ai' && report.topicOwnerId === userId))
      .map((line) => (line.senderId === userId ? { ...line, content: '', isErased: true } : line));
    await tx
      .insert(reportEvidence)
      .values({ reportId: report.id, lines: erased })
      .onConflictDoUpdate({ target: reportEvidence.reportId, set: { lines: erased } });
  }
}

/**
 * A handled report no longer needs the frozen conversation: the other participants' lines
 * (which may quote the deleted person) are removed with it; only the fact that there was
 * evidence stays.
 */
export async function removeFrozenEvidence(tx: Transaction, reportId: number): Promise<void> {
  await tx
    .update(reportEvidence)
    .set({ lines: [], removedAt: sql`now()` })
    .where(eq(reportEvidence.reportId, reportId));
}
