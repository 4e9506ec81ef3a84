import {
  centiToPoints,
  messageCostCenti,
  type TMessage,
  type TStoredSettings,
} from '@parlor/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users, type MessageAttachment } from '../../db/schema';
import { pendingOf, replyDelayMs, scheduleCompanionReply } from '../ai/schedule-reply';
import { applyBalanceChange } from '../ledger/apply-balance-change';
import { publishBalance } from '../ledger/publish-balance';
import { creditInterlocutorShare } from '../interlocutors/credit-interlocutor-share';
import { wakeEarningsRelease } from '../interlocutors/earnings-release-timer';
import { announceSafetyChange, enterSafeMode, leaveSafeMode } from '../safety/enter-safe-mode';
import { isInSafeMode, safetySignalOf } from '../safety/safe-mode';
import { chatErrors } from './chat-errors';
import { participantIds, publishToUsers } from './events';
import { maskPrivateData } from './mask-private-data';
import { freeSendReason } from './message-cost';
import { sendPaidMessageInOneStatement, type PaidSendOptions } from './paid-send-statement';
import { presentMessage, senderOf } from './present';
import { selectTopicForSend } from './queries';
import { publishSeatLines, storeSeatLines } from './seat-lines';
import { answerFirstSend, firstSendOf } from './replay-send';
import { isRepeatedSend, repeatRuleOf } from './repeated-send';
import { isClientKeyConflict, reserveMessageId, storeMessage } from './store-message';
import { assertParticipant } from './topic-access';

/** What a send answers; `isReplay` when the client key's first message was answered again. */
export interface SentMessage {
  message: TMessage;
  balance: number;
  isReplay: boolean;
}

/**
 * Sends a message for `message_symbol_cost` × characters: the message and its debit (with
 * its ledger row) commit together or not at all. Contacts and links are masked before the
 * text is stored. Only a sender who accepted the topic's rules may write. Both
 * participants' sockets get it at once. Stored `attachments` are paid with the same debit.
 * The same text sent `repeat_message_limit` times in a row within the window is refused
 * (repeated-send.ts), uncharged and unstored.
 * A send with the sender's `clientKey` of an earlier send answers that message again, and
 * stores and charges nothing (also when two copies race: the unique key lets one in).
 */
export async function sendMessage(app: FastifyInstance, input: SendInput): Promise<SentMessage> {
  const { userId, lang, clientKey } = input;
  if (clientKey) {
    const first = await firstSendOf(app, { userId, lang, clientKey });
    if (first) return first;
  }
  try {
    return { ...(await storeAndPublish(app, input)), isReplay: false };
  } catch (error) {
    if (!clientKey || !isClientKeyConflict(error)) throw error;
    // A copy of this send was stored meanwhile (another request, maybe another instance).
    return answerFirstSend(app, { userId, lang, clientKey });
  }
}

/**
 * What the one-statement send is given for a send (the text masked, its price, the reply's
 * delay, the repeat rule): also the values of the bench's `send-10` ceiling.
 */
export function paidSendOptionsOf(
  settings: TStoredSettings,
  input: SendInput,
  replyDelay: number,
): PaidSendOptions {
  const text = input.content.trim();
  return {
    topicId: input.topicId,
    senderId: input.userId,
    content: maskPrivateData(text),
    attachments: input.attachments?.items ?? [],
    costCenti:
      messageCostCenti(text, settings.message_symbol_cost) + (input.attachments?.costCenti ?? 0),
    clientKey: input.clientKey,
    reply: { lang: input.lang, delayMs: replyDelay },
    repeatRule: repeatRuleOf(settings),
  };
}

export interface SendInput {
  userId: number;
  lang: string;
  topicId: number;
  content: string;
  attachments?: { items: MessageAttachment[]; costCenti: number } | undefined;
  /** The sender's key for this send (a UUID), if the client sent one. */
  clientKey?: string | undefined;
}

async function storeAndPublish(
  app: FastifyInstance,
  { userId, lang, topicId, content, attachments, clientKey }: SendInput,
): Promise<{ message: TMessage; balance: number }> {
  const settings = await app.reference.settings();
  const replyDelay = replyDelayMs(settings);
  const paid = paidSendOptionsOf(
    settings,
    { userId, lang, topicId, content, attachments, clientKey },
    replyDelay,
  );
  const { content: masked, costCenti: fullCostCenti, repeatRule } = paid;
  // Words of a crisis (or of being safe again) change the topic's safety lane with the message.
  const safetySignal = safetySignalOf(content.trim());

  // The common case — a paid message, with the companion's reply when one is due — is one
  // statement (paid-send-statement.ts). It never stores in a topic in safe mode.
  const sent = safetySignal ? undefined : await sendPaidMessageInOneStatement(app.db, paid);
  if (sent) {
    await Promise.all([
      publishToUsers(app, participantIds(sent.topic), (recipient) => ({
        type: 'message',
        topic_id: topicId,
        message: presentMessage(sent.row, sent.topic, { userId: recipient, lang }),
      })),
      publishBalance(app, userId, sent.balanceCenti),
    ]);
    app.notices.announce({ kind: 'message', topicId, messageId: sent.row.id });
    const { job } = sent;
    if (job && !job.isRunning) {
      await app.companion.announce(pendingOf(job.id, sent.topic, job.messageId, replyDelay));
    }
    return {
      message: presentMessage(sent.row, sent.topic, { userId, lang }),
      balance: centiToPoints(sent.balanceCenti),
    };
  }
  // Everything else (a matched interlocutor in the guest seat, the safety lane, or a refusal
  // with its precise error) takes the full transaction.
  const { topic, row, balanceCenti, costCenti, pendingReply, earningDueAt, safety, safetyLines } =
    await app.db.transaction(async (tx) => {
      // A share lock keeps the topic from closing or changing hands until the message is in.
      const found = await selectTopicForSend(tx, topicId, userId);
      if (!found) throw chatErrors.topicNotFound();
      const { topic: current, guestIsMatchedInterlocutor } = found;
      assertParticipant(current, userId);
      // House rules first: accepted once per topic and user (spec §4, Terms).
      if (!found.senderAcceptedTerms) throw chatErrors.termsNotAccepted();
      // No spam: the same text once too often in a row is refused before anything is charged.
      if (
        await isRepeatedSend(tx, { topicId, senderId: userId, content: masked, rule: repeatRule })
      ) {
        throw chatErrors.repeatedMessage(repeatRule.limit, repeatRule.windowSeconds);
      }
      // The safety lane: a crisis puts the topic in safe mode; "I'm safe now" ends it.
      const wasSafe = isInSafeMode(current);
      const safety =
        safetySignal === 'crisis'
          ? await enterSafeMode(tx, { topic: current, userId })
          : safetySignal === 'safe'
            ? await leaveSafeMode(tx, { topic: current, userId })
            : null;
      // The one cost rule (message-cost.ts), which the topic's `free_sends` shows too.
      const freeReason = freeSendReason({
        isSafeMode: wasSafe,
        startsSafeMode: safetySignal === 'crisis',
        isMatchedInterlocutor: current.guestId === userId && guestIsMatchedInterlocutor,
      });
      const costCenti = freeReason === null ? fullCostCenti : 0;
      // The id first (the ledger's reference); the message itself is stored last, since its
      // seq is the last lock a writer takes (store-message.ts).
      const messageId = await reserveMessageId(tx);
      const balanceAfter =
        costCenti > 0
          ? await applyBalanceChange(tx, {
              userId,
              delta: -costCenti,
              kind: 'message',
              reference: `message:${messageId}`,
              insufficient: () => chatErrors.notEnoughPointsForMessage(costCenti),
            })
          : ((
              await tx.select({ balance: users.balance }).from(users).where(eq(users.id, userId))
            )[0]?.balance ?? 0);
      // The interlocutor holding the seat earns their share of the text and the attachments.
      const credited = await creditInterlocutorShare(tx, {
        settings,
        topic: current,
        payerId: userId,
        spentCenti: costCenti,
        source: `message:${messageId}`,
        guestIsMatchedInterlocutor,
      });
      // The companion's reply is a job stored with the message (durable across restarts).
      const reply = await scheduleCompanionReply(tx, {
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
  if (safety) await announceSafetyChange(app, topic, safety);
  if (earningDueAt) wakeEarningsRelease(app, earningDueAt);

  const balance = centiToPoints(balanceCenti);
  await Promise.all([
    publishToUsers(app, participantIds(topic), (recipient) => ({
      type: 'message',
      topic_id: topicId,
      // The author holds a seat, so no name here depends on the recipient's language.
      message: presentMessage(row, topic, { userId: recipient, lang }),
    })),
    costCenti > 0 ? publishBalance(app, userId, balanceCenti) : undefined,
  ]);
  await publishSeatLines(app, topic, safetyLines, { lang });
  app.notices.announce({ kind: 'message', topicId, messageId: row.id });
  await app.companion.announce(pendingReply);
  return { message: presentMessage(row, topic, { userId, lang }), balance };
}
