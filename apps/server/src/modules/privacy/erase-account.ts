import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import {
  aiReplyJobs,
  auditLog,
  deposits,
  interlocutorApplications,
  interlocutorEarnings,
  interlocutorPresence,
  interlocutorRequests,
  interlocutorSockets,
  messages,
  payouts,
  reports,
  safetyAlerts,
  savedBillingDetails,
  topicRemovedGuests,
  topicTermsAcceptances,
  topicMemories,
  topics,
  userBlocks,
  users,
  userTokens,
  type LedgerAccount,
} from '../../db/schema';
import { deleteAllCredentials } from '../../plugins/auth/sessions';
import { attachmentKeys } from '../chat/attachments/attachment-keys';
import { freezeEvidenceOfDeletedAccount } from '../chat/freeze-report-evidence';
import { applyBalanceChange } from '../ledger/apply-balance-change';
import { eraseNotificationTraces } from '../notifications/erase-notification-data';
import { eraseRatingTraces } from '../ratings/rating-data';

/** The title a deleted owner's topics keep (their guests' lists still show them until purged). */
export const erasedTopicTitle = '…';

/** The password hash of a tombstone: no password matches it; it marks a deleted account. */
export const tombstonePasswordHash = '!deleted';

/** The tombstone's address: never deliverable (RFC 2606), unique per id, frees the real one. */
export const tombstoneEmail = (userId: number) => `deleted-${userId}@deleted.invalid`;

/** Remaining points and earnings are forfeited: each account to 0 through the ledger. */
async function forfeitBalances(tx: Transaction, userId: number): Promise<void> {
  const [row] = await tx
    .select({
      points: users.balance,
      earnings_pending: users.earningsPending,
      earnings_available: users.earningsAvailable,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!row) return;
  for (const account of ['points', 'earnings_pending', 'earnings_available'] as LedgerAccount[]) {
    if (row[account] > 0) {
      await applyBalanceChange(tx, {
        userId,
        account,
        delta: -row[account],
        kind: 'account_deleted',
        reference: `user:${userId}`,
      });
    }
  }
}

/**
 * Deletes the person's messages (and the companion's answers to them) and the companion's
 * memory of every topic they own or wrote in (a summary may quote them); answers the file keys.
 */
async function deleteMessages(tx: Transaction, userId: number): Promise<string[]> {
  const ownTopics = tx.select({ id: topics.id }).from(topics).where(eq(topics.userId, userId));
  const writtenIn = tx
    .selectDistinct({ id: messages.topicId })
    .from(messages)
    .where(eq(messages.senderId, userId));
  await tx
    .delete(topicMemories)
    .where(
      or(inArray(topicMemories.topicId, ownTopics), inArray(topicMemories.topicId, writtenIn)),
    );
  const deleted = await tx
    .delete(messages)
    .where(
      or(
        eq(messages.senderId, userId),
        and(eq(messages.senderKind, 'ai'), inArray(messages.topicId, ownTopics)),
      ),
    )
    .returning({ attachments: messages.attachments });
  return deleted.flatMap((message) => attachmentKeys(message.attachments));
}

/** Their conversations' traces: topics closed and retitled, seats, terms, blocks, reports. */
async function eraseChatTraces(tx: Transaction, userId: number): Promise<void> {
  const ownTopics = tx.select({ id: topics.id }).from(topics).where(eq(topics.userId, userId));
  const now = new Date();
  await tx.delete(aiReplyJobs).where(inArray(aiReplyJobs.topicId, ownTopics));
  await tx
    .delete(topicRemovedGuests)
    .where(
      or(eq(topicRemovedGuests.userId, userId), inArray(topicRemovedGuests.topicId, ownTopics)),
    );
  await tx
    .update(topics)
    .set({
      title: erasedTopicTitle,
      isClosed: true,
      closedAt: sql`coalesce(${topics.closedAt}, now())`,
      closedReason: sql`coalesce(${topics.closedReason}, 'owner')`,
      updatedAt: now,
    })
    .where(eq(topics.userId, userId));
  await tx
    .update(topics)
    .set({ guestId: null, guestKind: null, guestName: null, guestSinceMessageId: null })
    .where(eq(topics.guestId, userId));
  await tx.update(topics).set({ lastGuestId: null }).where(eq(topics.lastGuestId, userId));
  await tx.delete(topicTermsAcceptances).where(eq(topicTermsAcceptances.userId, userId));
  await tx
    .delete(userBlocks)
    .where(or(eq(userBlocks.blockerId, userId), eq(userBlocks.blockedId, userId)));
  await tx.delete(reports).where(eq(reports.reporterId, userId));
  await tx.update(reports).set({ reportedUserId: null }).where(eq(reports.reportedUserId, userId));
  await tx.update(safetyAlerts).set({ userId: null }).where(eq(safetyAlerts.userId, userId));
}

/** Applications, searches, presence; earnings shares stay (accounting) without their topic. */
async function eraseInterlocutorTraces(tx: Transaction, userId: number): Promise<string[]> {
  const applications = await tx
    .delete(interlocutorApplications)
    .where(eq(interlocutorApplications.userId, userId))
    .returning({ id: interlocutorApplications.id });
  await tx.delete(interlocutorRequests).where(eq(interlocutorRequests.ownerId, userId));
  await tx
    .update(interlocutorRequests)
    .set({ acceptedBy: null })
    .where(eq(interlocutorRequests.acceptedBy, userId));
  await tx.delete(interlocutorPresence).where(eq(interlocutorPresence.userId, userId));
  await tx.delete(interlocutorSockets).where(eq(interlocutorSockets.userId, userId));
  // Forfeited with the account: no release may move them to the (zeroed) available account.
  await tx
    .update(interlocutorEarnings)
    .set({ topicId: null, releasedAt: sql`coalesce(${interlocutorEarnings.releasedAt}, now())` })
    .where(eq(interlocutorEarnings.userId, userId));
  return applications.map((application) => String(application.id));
}

/**
 * What accounting law keeps (deposits, payouts, the ledger) stays, pseudonymised: no billing
 * details, no recipient name or address, no destination secrets; the masked destination and
 * the amounts remain.
 */
async function pseudonymiseMoney(tx: Transaction, userId: number): Promise<string[]> {
  await tx.delete(savedBillingDetails).where(eq(savedBillingDetails.userId, userId));
  await tx.update(deposits).set({ billing: {} }).where(eq(deposits.userId, userId));
  const paid = await tx
    .update(payouts)
    .set({
      firstName: '',
      lastName: '',
      city: '',
      address: '',
      zip: '',
      panEnc: null,
      ibanEnc: null,
      accountNumberEnc: null,
      sortCodeEnc: null,
      birthDateEnc: null,
      destinationHash: '',
    })
    .where(eq(payouts.userId, userId))
    .returning({ id: payouts.id });
  return paid.map((payout) => String(payout.id));
}

/** Operators' audit rows about the person keep who did what, not the person's details. */
async function pseudonymiseAudit(
  tx: Transaction,
  userId: number,
  objects: { applications: string[]; payouts: string[] },
): Promise<void> {
  const about = (type: string, ids: string[]) =>
    ids.length === 0
      ? undefined
      : and(eq(auditLog.objectType, type), inArray(auditLog.objectId, ids));
  const condition = or(
    about('user', [String(userId)]),
    about('application', objects.applications),
    about('payout', objects.payouts),
  );
  await tx.update(auditLog).set({ before: null, after: null }).where(condition);
}

/** The user row becomes a tombstone: no e-mail, phone, name or address; no way to sign in. */
async function tombstone(tx: Transaction, userId: number): Promise<void> {
  const now = new Date();
  await tx
    .update(users)
    .set({
      email: tombstoneEmail(userId),
      name: 'Deleted',
      surname: '',
      phone: null,
      phoneCountryCode: null,
      nationalNumber: null,
      passwordHash: tombstonePasswordHash,
      avatarColor: 'accent',
      emailVerifiedAt: null,
      channelExpireAt: null,
      countryId: null,
      city: null,
      address: null,
      postCode: null,
      languageId: null,
      passwordChangedAt: null,
      interlocutorSince: null,
      blockedAt: now,
      blockedScope: 'account',
      blockedReason: 'deleted by its owner',
      updatedAt: now,
    })
    .where(eq(users.id, userId));
  await tx.delete(userTokens).where(eq(userTokens.userId, userId));
  await deleteAllCredentials(tx, userId);
}

/**
 * Erases an account in one transaction (see docs/decisions/258-what-deletion-does.md); the
 * caller has already ended its sessions and parted it from its conversations. Answers the
 * storage keys of the deleted messages' files, to delete after the commit.
 */
export async function eraseAccount(tx: Transaction, userId: number): Promise<string[]> {
  await forfeitBalances(tx, userId);
  // Open reports keep the conversation with the person's lines erased (before they go).
  await freezeEvidenceOfDeletedAccount(tx, userId);
  const fileKeys = await deleteMessages(tx, userId);
  await eraseChatTraces(tx, userId);
  await eraseRatingTraces(tx, userId);
  await eraseNotificationTraces(tx, userId);
  const applications = await eraseInterlocutorTraces(tx, userId);
  const paid = await pseudonymiseMoney(tx, userId);
  await pseudonymiseAudit(tx, userId, { applications, payouts: paid });
  await tombstone(tx, userId);
  return fileKeys;
}
