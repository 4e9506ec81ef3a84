import { ratingRules } from '@parlor/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from '../../db/client';
import { conversationRatings } from '../../db/schema';
import { maskPrivateData } from '../chat/mask-private-data';
import { findTopicOrFail } from '../chat/topic-access';
import { reportFlaggedRating } from './report-flagged-rating';
import { ratingErrors } from './rating-errors';
import {
  editableUntil,
  findConversationToRate,
  isRateable,
  selectRating,
  type ConversationToRate,
  type RatingRow,
} from './conversation-to-rate';

/** The rateable conversation of the topic for its owner, or 422. */
async function conversationOrFail(app: FastifyInstance, userId: number, topicId: number) {
  const topic = await findTopicOrFail(app.db, topicId);
  const conversation = await findConversationToRate(app.db, topic, userId);
  if (!conversation || !isRateable(conversation)) throw ratingErrors.notRateable();
  return conversation;
}

async function insertOrChange(
  tx: Transaction,
  conversation: ConversationToRate,
  values: { score: number | null; comment: string | null },
): Promise<RatingRow> {
  const existing = await selectRating(tx, conversation, 'update');
  if (existing) {
    // A skip is final ("never asked again"); a rating may change within its window.
    if (existing.score === null) throw ratingErrors.alreadyRated();
    if (values.score === null) throw ratingErrors.alreadyRated();
    if (editableUntil(existing) <= new Date()) throw ratingErrors.editClosed();
    const [changed] = await tx
      .update(conversationRatings)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(conversationRatings.id, existing.id))
      .returning();
    return changed!;
  }
  const [row] = await tx
    .insert(conversationRatings)
    .values({
      topicId: conversation.topicId,
      raterId: conversation.ownerId,
      ratedUserId: conversation.ratedUserId,
      ratedAs: conversation.ratedAs,
      ...values,
    })
    .onConflictDoNothing()
    .returning();
  // Two tabs at once: the unique index let the other one in first.
  if (!row) throw ratingErrors.alreadyRated();
  return row;
}

/**
 * The owner rates the topic's last human conversation (1–5, optional words masked like
 * messages), or changes their rating within 24 h. A low score whose words the local
 * moderation flags opens a report about the person for the moderators.
 */
export async function rateConversation(
  app: FastifyInstance,
  input: { userId: number; topicId: number; score: number; comment?: string | undefined },
): Promise<RatingRow> {
  const conversation = await conversationOrFail(app, input.userId, input.topicId);
  const comment = input.comment
    ? maskPrivateData(input.comment).slice(0, ratingRules.commentMax)
    : null;
  const rating = await app.db.transaction((tx) =>
    insertOrChange(tx, conversation, { score: input.score, comment }),
  );
  await reportFlaggedRating(app, rating);
  return rating;
}

/** The owner skips rating the conversation: one press, never asked again. */
export async function skipRating(
  app: FastifyInstance,
  input: { userId: number; topicId: number },
): Promise<RatingRow> {
  const conversation = await conversationOrFail(app, input.userId, input.topicId);
  return app.db.transaction((tx) =>
    insertOrChange(tx, conversation, { score: null, comment: null }),
  );
}
