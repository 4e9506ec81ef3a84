import { centiToPoints, messageCostCenti, type TMessage } from '@parlor/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema';
import { applyBalanceChange } from '../ledger/apply-balance-change';
import { publishBalance } from '../ledger/publish-balance';
import { creditInterlocutorShare } from '../interlocutors/credit-interlocutor-share';
import { holdsInterlocutorSeat } from '../interlocutors/search-queries';
import { chatErrors } from './chat-errors';
import { participantIds, publishToUsers } from './events';
import { maskPrivateData } from './mask-private-data';
import { presentMessage } from './present';
import { insertMessage, selectTermsAcceptance } from './queries';
import { assertParticipant, findTopicOrFail } from './topic-access';

/**
 * Sends a message for `message_symbol_cost` × characters: the message and its debit (with
 * its ledger row) commit together or not at all. Contacts and links are masked before the
 * text is stored. Only a sender who accepted the topic's rules may write. Both
 * participants' sockets get it at once.
 */
export async function sendMessage(
  app: FastifyInstance,
  {
    userId,
    lang,
    topicId,
    content,
  }: { userId: number; lang: string; topicId: number; content: string },
): Promise<{ message: TMessage; balance: number }> {
  const settings = await app.reference.settings();
  const text = content.trim();
  const fullCostCenti = messageCostCenti(text, settings.message_symbol_cost);

  const { topic, row, balanceCenti, costCenti } = await app.db.transaction(async (tx) => {
    // A share lock keeps the topic from closing or changing hands until the message is in.
    const current = await findTopicOrFail(tx, topicId, 'share');
    assertParticipant(current, userId);
    // House rules first: accepted once per topic and user (spec §4, Terms).
    if (!(await selectTermsAcceptance(tx, topicId, userId))) throw chatErrors.termsNotAccepted();
    // A matched interlocutor writes for free in the topic whose guest seat they hold.
    const costCenti = (await holdsInterlocutorSeat(tx, current, userId)) ? 0 : fullCostCenti;
    const inserted = await insertMessage(tx, {
      topicId,
      senderId: userId,
      senderKind: 'user',
      content: maskPrivateData(text),
      cost: costCenti,
    });
    const balanceAfter =
      costCenti > 0
        ? await applyBalanceChange(tx, {
            userId,
            delta: -costCenti,
            kind: 'message',
            reference: `message:${inserted.id}`,
            insufficient: () => chatErrors.notEnoughPointsForMessage(costCenti),
          })
        : ((await tx.select({ balance: users.balance }).from(users).where(eq(users.id, userId)))[0]
            ?.balance ?? 0);
    await creditInterlocutorShare(tx, {
      settings,
      topic: current,
      payerId: userId,
      spentCenti: costCenti,
      source: `message:${inserted.id}`,
    });
    return { topic: current, row: inserted, balanceCenti: balanceAfter, costCenti };
  });

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
  return { message: presentMessage(row, topic, { userId, lang }), balance };
}
