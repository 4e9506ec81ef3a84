import { and, asc, eq, exists, gt, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Executor } from '../../db/client';
import {
  apiTokens,
  countries,
  deposits,
  interlocutorApplications,
  languages,
  ledgerEntries,
  messages,
  payouts,
  safetyAlerts,
  savedBillingDetails,
  sessions,
  topics,
  users,
} from '../../db/schema';

/** A table whose rows belong to one user (`user_id`). */
type OwnedTable = PgTable & { userId: PgColumn };

/**
 * The person's rows of an owned table, oldest first (by `oldestFirst`: the id where rows are
 * numbered in order): the given columns, under their keys.
 */
async function selectOwnRows<TColumns extends Record<string, PgColumn>>(
  db: Executor,
  table: OwnedTable,
  columns: TColumns,
  userId: number,
  oldestFirst: PgColumn = (table as OwnedTable & { id: PgColumn }).id,
): Promise<SelectResultFields<TColumns>[]> {
  const rows = await db
    .select(columns)
    .from(table)
    .where(eq(table.userId, userId))
    .orderBy(asc(oldestFirst));
  // Drizzle cannot infer a select over a generic table; the columns fix the row's shape.
  return rows as SelectResultFields<TColumns>[];
}

/** The person's own row, with the names of their country and language. */
export async function selectOwnAccount(db: Executor, userId: number) {
  const [row] = await db
    .select({
      user: users,
      country: countries.iso,
      language: languages.code,
    })
    .from(users)
    .leftJoin(countries, eq(countries.id, users.countryId))
    .leftJoin(languages, eq(languages.id, users.languageId))
    .where(eq(users.id, userId));
  return row;
}

export function selectOwnLedger(db: Executor, userId: number) {
  return selectOwnRows(
    db,
    ledgerEntries,
    {
      account: ledgerEntries.account,
      kind: ledgerEntries.kind,
      delta: ledgerEntries.delta,
      balanceAfter: ledgerEntries.balanceAfter,
      reference: ledgerEntries.reference,
      createdAt: ledgerEntries.createdAt,
    },
    userId,
  );
}

export function selectOwnDeposits(db: Executor, userId: number) {
  return selectOwnRows(
    db,
    deposits,
    {
      id: deposits.id,
      amountMinor: deposits.amountMinor,
      currency: deposits.currency,
      points: deposits.points,
      status: deposits.status,
      provider: deposits.provider,
      billing: deposits.billing,
      createdAt: deposits.createdAt,
      completedAt: deposits.completedAt,
    },
    userId,
  );
}

/** Payouts as the person sees them: the destination masked, never a stored secret. */
export function selectOwnPayouts(db: Executor, userId: number) {
  return selectOwnRows(
    db,
    payouts,
    {
      id: payouts.id,
      method: payouts.method,
      status: payouts.status,
      amountMinor: payouts.amountMinor,
      currency: payouts.currency,
      points: payouts.points,
      firstName: payouts.firstName,
      lastName: payouts.lastName,
      city: payouts.city,
      address: payouts.address,
      zip: payouts.zip,
      destination: payouts.destinationMask,
      reference: payouts.reference,
      reason: payouts.reason,
      createdAt: payouts.createdAt,
      processedAt: payouts.processedAt,
    },
    userId,
  );
}

export function selectOwnApplications(db: Executor, userId: number) {
  return selectOwnRows(
    db,
    interlocutorApplications,
    {
      nickname: interlocutorApplications.nickname,
      email: interlocutorApplications.email,
      experience: interlocutorApplications.experience,
      interests: interlocutorApplications.interests,
      helpDescription: interlocutorApplications.helpDescription,
      status: interlocutorApplications.status,
      reviewNote: interlocutorApplications.reviewNote,
      createdAt: interlocutorApplications.createdAt,
      reviewedAt: interlocutorApplications.reviewedAt,
    },
    userId,
  );
}

export async function selectOwnSavedBilling(db: Executor, userId: number) {
  const [row] = await db
    .select()
    .from(savedBillingDetails)
    .where(eq(savedBillingDetails.userId, userId));
  return row;
}

export function selectOwnSignIns(db: Executor, userId: number) {
  const { createdAt, lastSeenAt, userAgent, ip } = sessions;
  return selectOwnRows(db, sessions, { createdAt, lastSeenAt, userAgent, ip }, userId, createdAt);
}

export function selectOwnApiTokens(db: Executor, userId: number) {
  const { deviceName, createdAt, lastUsedAt, expiresAt } = apiTokens;
  return selectOwnRows(db, apiTokens, { deviceName, createdAt, lastUsedAt, expiresAt }, userId);
}

/** The open topics the person owns or sits in as the guest. */
export function selectOwnOpenTopics(db: Executor, userId: number) {
  return db
    .select({
      id: topics.id,
      userId: topics.userId,
      guestSinceMessageId: topics.guestSinceMessageId,
      title: topics.title,
      chatMode: topics.chatMode,
      seatPolicy: topics.seatPolicy,
      companionName: topics.companionName,
      createdAt: topics.createdAt,
    })
    .from(topics)
    .where(
      and(eq(topics.isClosed, false), or(eq(topics.userId, userId), eq(topics.guestId, userId))),
    )
    .orderBy(asc(topics.id));
}

/**
 * The closed topics whose messages are still stored (until the retention purge): those the
 * person owns or holds the guest seat of, and those they wrote in as a guest who left.
 */
export function selectOwnClosedTopics(db: Executor, userId: number) {
  const stored = (condition?: SQL) =>
    db
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.topicId, topics.id), condition));
  return db
    .select({
      id: topics.id,
      userId: topics.userId,
      guestId: topics.guestId,
      guestSinceMessageId: topics.guestSinceMessageId,
      title: topics.title,
      chatMode: topics.chatMode,
      companionName: topics.companionName,
      createdAt: topics.createdAt,
      closedAt: topics.closedAt,
    })
    .from(topics)
    .where(
      and(
        eq(topics.isClosed, true),
        exists(stored()),
        or(
          eq(topics.userId, userId),
          eq(topics.guestId, userId),
          exists(stored(eq(messages.senderId, userId))),
        ),
      ),
    )
    .orderBy(asc(topics.id));
}

/** The safety alerts the person's own words set off (what staff saw: when, which topic). */
export function selectOwnSafetyAlerts(db: Executor, userId: number) {
  return db
    .select({
      id: safetyAlerts.id,
      topic_id: safetyAlerts.topicId,
      topic_title: topics.title,
      created_at: safetyAlerts.createdAt,
      handled_at: safetyAlerts.handledAt,
    })
    .from(safetyAlerts)
    .innerJoin(topics, eq(topics.id, safetyAlerts.topicId))
    .where(eq(safetyAlerts.userId, userId))
    .orderBy(asc(safetyAlerts.id));
}

/**
 * One page of a topic's messages after `afterId`, oldest first (only `senderId`'s when
 * given).
 */
export function selectMessagePage(
  db: Executor,
  options: { topicId: number; afterId: number; limit: number; senderId?: number },
) {
  return db
    .select({
      id: messages.id,
      seq: messages.seq,
      senderId: messages.senderId,
      senderKind: messages.senderKind,
      senderName: messages.senderName,
      content: messages.content,
      attachments: messages.attachments,
      cost: messages.cost,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .where(
      and(
        eq(messages.topicId, options.topicId),
        gt(messages.id, options.afterId),
        options.senderId === undefined ? undefined : eq(messages.senderId, options.senderId),
      ),
    )
    .orderBy(asc(messages.id))
    .limit(options.limit);
}
