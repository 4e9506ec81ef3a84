import type { TStoredSettings } from '@parlor/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from '../../db/client';
import { users } from '../../db/schema';
import { applyBalanceChange } from '../ledger/apply-balance-change';
import { chatErrors } from './chat-errors';
import type { PaidSendOptions } from './paid-send-statement';
import { senderOf } from './present';
import { storeSeatLines } from './seat-lines';
import { selectSendFacts } from './select-send-facts';
import { freeSendReasonOf, refusalOf } from './send-rules';
import type { SendInput } from './send-types';
import { reserveMessageId, storeMessage } from './store-message';

/**
 * The send that the one statement leaves to a transaction: a matched interlocutor in the
 * guest seat (who writes for free, or earns a share), the safety lane, or a refusal, told by
 * the first send rule that fails (send-rules.ts). The message, its debit with its ledger
 * row, the listener's share and the companion's reply job commit together or not at all.
 */
export async function storeSendInTransaction(
  app: FastifyInstance,
  options: {
    input: SendInput;
    paid: PaidSendOptions;
    settings: TStoredSettings;
    safetySignal: 'crisis' | 'safe' | null;
  },
) {
  const { input, paid, settings, safetySignal } = options;
  const { userId, lang, topicId, attachments, clientKey } = input;
  const { content: masked, costCenti: fullCostCenti, repeatRule } = paid;
  const { interlocutors, companion } = app.chatPorts;
  return app.db.transaction(async (tx) => {
    // Every send rule read with the topic (send-rules.ts), which stays share-locked.
    const found = await selectSendFacts(tx, {
      topicId,
      senderId: userId,
      content: masked,
      repeatRule,
    });
    if (!found) throw chatErrors.topicNotFound();
    const { topic: current, facts } = found;
    const refusal = refusalOf(facts, repeatRule);
    if (refusal) throw refusal;
    // The safety lane: a crisis puts the topic in safe mode; "I'm safe now" ends it.
    const safety = await applySafetySignal(app, tx, safetySignal, { topic: current, userId });
    // The one cost rule (message-cost.ts), which the topic's `free_sends` shows too.
    const freeReason = freeSendReasonOf(facts, {
      senderIsGuest: current.guestId === userId,
      startsSafeMode: safetySignal === 'crisis',
    });
    const costCenti = freeReason === null ? fullCostCenti : 0;
    // The id first (the ledger's reference); the message itself is stored last, since its
    // seq is the last lock a writer takes (store-message.ts).
    const messageId = await reserveMessageId(tx);
    const balanceAfter = await chargeSender(tx, { userId, costCenti, messageId });
    // The interlocutor holding the seat earns their share of the text and the attachments.
    const credited = await interlocutors.creditShare(tx, {
      settings,
      topic: current,
      payerId: userId,
      spentCenti: costCenti,
      source: `message:${messageId}`,
      guestIsMatchedInterlocutor: facts.guestIsMatchedInterlocutor,
    });
    // The companion's reply is a job stored with the message (durable across restarts).
    const reply = await companion.scheduleReply(tx, {
      topic: current,
      senderId: userId,
      lang,
      settings,
    });
    const inserted = await storeMessage(tx, {
      id: messageId,
      topicId,
      senderId: userId,
      // A matched interlocutor writes under their nickname (the seat holder at the time).
      ...senderOf(current, userId),
      content: masked,
      attachments: attachments?.items ?? [],
      cost: costCenti,
      listenerShare: credited?.share ?? 0,
      clientKey,
    });
    // Leaving safe mode is said in the conversation, after the words that ended it.
    const safetyLines =
      safety && safetySignal === 'safe' ? await storeSeatLines(tx, topicId, ['safeAgain']) : [];
    return {
      topic: current,
      row: inserted,
      safetyLines,
      balanceCenti: balanceAfter,
      costCenti,
      pendingReply: reply,
      earningDueAt: credited?.releaseAt,
      safety,
    };
  });
}

/**
 * Debits the message's cost with its ledger row (refused when the balance is short), or, for
 * a free message, reads the balance the answer shows. Either way the balance after the send.
 */
async function chargeSender(
  tx: Transaction,
  charge: { userId: number; costCenti: number; messageId: number },
): Promise<number> {
  const { userId, costCenti, messageId } = charge;
  if (costCenti > 0) {
    return applyBalanceChange(tx, {
      userId,
      delta: -costCenti,
      kind: 'message',
      reference: `message:${messageId}`,
      insufficient: () => chatErrors.notEnoughPointsForMessage(costCenti),
    });
  }
  const [row] = await tx.select({ balance: users.balance }).from(users).where(eq(users.id, userId));
  return row?.balance ?? 0;
}

/** Enters safe mode on a crisis, leaves it on "I'm safe now"; nothing without a signal. */
async function applySafetySignal(
  app: FastifyInstance,
  tx: Transaction,
  signal: 'crisis' | 'safe' | null,
  change: Parameters<FastifyInstance['chatPorts']['safety']['leaveSafeMode']>[1],
) {
  if (signal === null) return null;
  const { safety } = app.chatPorts;
  return signal === 'crisis' ? safety.enterSafeMode(tx, change) : safety.leaveSafeMode(tx, change);
}
