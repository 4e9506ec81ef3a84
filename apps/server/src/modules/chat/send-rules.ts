import { and, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { interlocutorRequests, topics, topicTermsAcceptances } from '../../db/schema';
import { rowsOf } from '../../db/rows';
import type { AppError } from '../../lib/app-error';
import { chatErrors } from './chat-errors';
import { freeSendReason } from './message-cost';
import { isRepeatedSendSql, type RepeatRule } from './repeated-send';
import { isTopicInSafeModeSql } from './safe-mode';

/**
 * Whether a message may be sent, and whether it costs its full price, decided once: each rule
 * is a named SQL condition over the topic's row. The one-statement send (paid-send-statement.ts)
 * requires every rule in its `where`; the full transaction reads every rule as a column of the
 * same row and refuses with the first that fails, in the order below. Both are built from the
 * same conditions, so they cannot disagree about what is refused.
 */

/** A send's values as SQL: literals, or a prepared statement's placeholders (cast here). */
export interface SendRuleValues {
  senderId: SQL | Placeholder;
  content: SQL | Placeholder;
  repeatLimit: SQL | Placeholder;
  repeatWindowSeconds: SQL | Placeholder;
}

/** The topic's request was accepted by this user: they are its matched interlocutor. */
export function acceptedRequestOf(
  topicId: number | AnyPgColumn,
  userId: number | AnyPgColumn,
): SQL | undefined {
  return and(
    eq(interlocutorRequests.topicId, topicId),
    eq(interlocutorRequests.status, 'accepted'),
    eq(interlocutorRequests.acceptedBy, userId),
  );
}

/** The guest seat is held by the topic's matched interlocutor (who writes for free, and earns). */
export const seatHeldByMatchedInterlocutor = sql<boolean>`exists (
  select 1 from ${interlocutorRequests} where ${acceptedRequestOf(topics.id, topics.guestId)})`;

const sender = (values: SendRuleValues) => sql`${values.senderId}::int`;

/** The rules a send must pass, in the order their refusals are told. */
export const sendRules = {
  isOpen: () => sql<boolean>`not ${topics.isClosed}`,
  holdsSeat: (values: SendRuleValues) =>
    sql<boolean>`(${topics.userId} = ${sender(values)} or ${topics.guestId} = ${sender(values)})`,
  acceptedTerms: (values: SendRuleValues) => sql<boolean>`exists (
    select 1 from ${topicTermsAcceptances}
    where ${topicTermsAcceptances.topicId} = ${topics.id}
      and ${topicTermsAcceptances.userId} = ${sender(values)})`,
  isNotRepeated: (values: SendRuleValues) =>
    sql<boolean>`not ${isRepeatedSendSql({
      topicId: sql`${topics.id}`,
      senderId: sender(values),
      content: sql`${values.content}::text`,
      limit: sql`${values.repeatLimit}::int`,
      windowSeconds: sql`${values.repeatWindowSeconds}::int`,
    })}`,
} satisfies Record<string, (values: SendRuleValues) => SQL<boolean>>;

export type SendRuleName = keyof typeof sendRules;

/**
 * Every rule, and that the send is a plain paid one (no safe mode, no matched interlocutor in
 * the seat: the message costs its full price and nobody earns a share) — the condition of the
 * one-statement send. Anything else takes the full transaction, which tells the refusal.
 */
export function plainPaidSendCondition(values: SendRuleValues): SQL {
  const rules = Object.values(sendRules).map((rule) => rule(values));
  return sql.join(
    [...rules, sql`not ${isTopicInSafeModeSql}`, sql`not ${seatHeldByMatchedInterlocutor}`],
    sql` and `,
  );
}

/** What the full transaction reads of the topic for a send, besides its row. */
export interface SendFacts extends Record<SendRuleName, boolean> {
  isSafeMode: boolean;
  guestIsMatchedInterlocutor: boolean;
}

/** The rules as columns of a select over `topics` (the full transaction's read). */
export function sendFactColumns(values: SendRuleValues): Record<keyof SendFacts, SQL<boolean>> {
  return {
    isOpen: sendRules.isOpen(),
    holdsSeat: sendRules.holdsSeat(values),
    acceptedTerms: sendRules.acceptedTerms(values),
    isNotRepeated: sendRules.isNotRepeated(values),
    isSafeMode: isTopicInSafeModeSql,
    guestIsMatchedInterlocutor: seatHeldByMatchedInterlocutor,
  };
}

/** The values of a send as literals (the full transaction's). */
export function sendRuleValuesOf(options: {
  senderId: number;
  content: string;
  repeatRule: RepeatRule;
}): SendRuleValues {
  return {
    senderId: sql`${options.senderId}`,
    content: sql`${options.content}`,
    repeatLimit: sql`${options.repeatRule.limit}`,
    repeatWindowSeconds: sql`${options.repeatRule.windowSeconds}`,
  };
}

/**
 * The refusal of the first rule the send fails, as the API tells it; undefined when it may be
 * sent. A closed topic reads "not found" to someone who never sat in it.
 */
export function refusalOf(
  facts: Record<SendRuleName, boolean>,
  repeatRule: RepeatRule,
): AppError | undefined {
  if (!facts.isOpen) return facts.holdsSeat ? chatErrors.topicClosed() : chatErrors.topicNotFound();
  if (!facts.holdsSeat) return chatErrors.notParticipant();
  if (!facts.acceptedTerms) return chatErrors.termsNotAccepted();
  if (!facts.isNotRepeated) {
    return chatErrors.repeatedMessage(repeatRule.limit, repeatRule.windowSeconds);
  }
  return undefined;
}

/** The cost rule (message-cost.ts) asked with the facts the rules read. */
export function freeSendReasonOf(
  facts: SendFacts,
  { senderIsGuest, startsSafeMode }: { senderIsGuest: boolean; startsSafeMode: boolean },
) {
  return freeSendReason({
    isSafeMode: facts.isSafeMode,
    startsSafeMode,
    isMatchedInterlocutor: senderIsGuest && facts.guestIsMatchedInterlocutor,
  });
}

/** True when the user holds the topic's guest seat as its matched interlocutor. */
export async function holdsInterlocutorSeat(
  db: Executor,
  topic: { id: number; guestId: number | null },
  userId: number,
): Promise<boolean> {
  if (topic.guestId !== userId) return false;
  const result = await db.execute(
    sql`select 1 from ${interlocutorRequests} where ${acceptedRequestOf(topic.id, userId)} limit 1`,
  );
  return rowsOf(result).length > 0;
}
