import {
  centiToPoints,
  messageCostCenti,
  type TMessage,
  type TStoredSettings,
} from '@parlor/contracts';
import type { FastifyInstance } from 'fastify';
import { maskPrivateData } from './mask-private-data';
import { sendPaidMessageInOneStatement, type PaidSendOptions } from './paid-send-statement';
import { presentMessage } from './present';
import { publishSentMessage } from './publish-sent-message';
import { publishSeatLines } from './seat-lines';
import { answerFirstSend, firstSendOf } from './replay-send';
import { repeatRuleOf } from './repeated-send';
import { safetySignalOf } from './safe-mode';
import type { SendInput, SentMessage } from './send-types';
import { storeSendInTransaction } from './store-send-in-transaction';
import { isClientKeyConflict } from './store-message';

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

async function storeAndPublish(
  app: FastifyInstance,
  input: SendInput,
): Promise<{ message: TMessage; balance: number }> {
  const { userId, lang } = input;
  const { companion } = app.chatPorts;
  const settings = await app.reference.settings();
  const replyDelay = companion.replyDelayMs(settings);
  const paid = paidSendOptionsOf(settings, input, replyDelay);
  // Words of a crisis (or of being safe again) change the topic's safety lane with the message.
  const safetySignal = safetySignalOf(input.content.trim());

  // The common case — a plain paid message, with the companion's reply when one is due — is
  // one statement; it never stores in the safety lane. Both paths ask the same send rules.
  const sent = safetySignal ? undefined : await sendPaidMessageInOneStatement(app, paid);
  if (sent) {
    await publishSentMessage(
      app,
      { topic: sent.topic, row: sent.row, lang },
      { userId, balanceCenti: sent.balanceCenti },
    );
    const { job } = sent;
    if (job && !job.isRunning) {
      await app.companion.announce(
        companion.pendingOf(job.id, sent.topic, job.messageId, replyDelay),
      );
    }
    return {
      message: presentMessage(sent.row, sent.topic, { userId, lang }),
      balance: centiToPoints(sent.balanceCenti),
    };
  }
  const stored = await storeSendInTransaction(app, { input, paid, settings, safetySignal });
  const { topic, row, balanceCenti, costCenti, pendingReply, earningDueAt, safety } = stored;
  if (safety) await app.chatPorts.safety.announceSafetyChange(app, topic, safety);
  if (earningDueAt) app.chatPorts.interlocutors.wakeEarningsRelease(app, earningDueAt);
  await publishSentMessage(
    app,
    { topic, row, lang },
    costCenti > 0 ? { userId, balanceCenti } : undefined,
  );
  await publishSeatLines(app, topic, stored.safetyLines, { lang });
  await app.companion.announce(pendingReply);
  return {
    message: presentMessage(row, topic, { userId, lang }),
    balance: centiToPoints(balanceCenti),
  };
}
