import type { TTermsCheck } from '@parlor/contracts';
import type { FastifyInstance } from 'fastify';
import { chatErrors } from './chat-errors';
import { termsText } from './present';
import { insertTermsAcceptance, selectTermsAcceptance } from './topic-queries';
import { selectSeatRefusal } from './seat-policy';
import { assertVisible, findTopicOrFail } from './topic-access';

/** Whether the user accepted the topic's house rules, whether they are in it, and the rules. */
export async function checkTerms(
  app: FastifyInstance,
  { userId, topicId, lang }: { userId: number; topicId: number; lang: string },
): Promise<TTermsCheck> {
  const topic = await findTopicOrFail(app.db, topicId);
  const role = assertVisible(topic, userId);
  const [acceptedAt, settings] = await Promise.all([
    selectTermsAcceptance(app.db, topicId, userId),
    app.reference.settings(),
  ]);
  return {
    has_accepted: acceptedAt !== undefined,
    is_participant: role !== 'visitor' && !topic.isClosed,
    system_message: termsText(lang, settings.message_retention_days),
  };
}

/**
 * Records that the user accepted the rules of an open topic: once per topic and user. A
 * visitor who could not take the seat anyway (full, or closed to them by the seat rule) is
 * refused first, in the words of the join — never asked to agree to rules of a chat they
 * cannot enter.
 */
export async function acceptTerms(
  app: FastifyInstance,
  { userId, topicId }: { userId: number; topicId: number },
): Promise<Date> {
  const topic = await findTopicOrFail(app.db, topicId);
  const role = assertVisible(topic, userId);
  if (topic.isClosed) throw chatErrors.topicClosed();
  if (role === 'visitor') {
    if (topic.guestId !== null) throw chatErrors.topicFull();
    const refusal = await selectSeatRefusal(app.db, topicId, userId);
    if (refusal !== null) throw chatErrors.seatRefused(refusal);
  }
  return insertTermsAcceptance(app.db, topicId, userId);
}
