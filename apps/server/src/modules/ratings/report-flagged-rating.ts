import { ratingRules } from '@parlor/contracts';
import type { FastifyInstance } from 'fastify';
import { moderateLocally } from '../../adapters/ai/builtin-moderator';
import { reports } from '../../db/schema';
import type { RatingRow } from './conversation-to-rate';

const reasonOfVerdict = {
  self_harm: 'self_harm',
  threat: 'danger_to_others',
  minors: 'other',
  unsafe: 'other',
} as const;

/**
 * A low rating whose words the built-in moderation flags (a threat, self-harm, sexual talk
 * about minors) becomes a report about the rated person, as if the owner had filed it: the
 * moderators see it in their queue with the words. Once per conversation, like any report.
 */
export async function reportFlaggedRating(app: FastifyInstance, rating: RatingRow): Promise<void> {
  if (rating.score === null || rating.score > ratingRules.lowScoreMax || !rating.comment) return;
  if (rating.topicId === null || rating.raterId === null || rating.ratedUserId === null) return;
  const verdict = moderateLocally(rating.comment);
  if (verdict === 'ok') return;
  await app.db
    .insert(reports)
    .values({
      topicId: rating.topicId,
      reporterId: rating.raterId,
      reportedUserId: rating.ratedUserId,
      type: 'user',
      reason: reasonOfVerdict[verdict],
      // The score in front, language-neutral: the moderators see where the words came from.
      details: `${rating.score}/5 · ${rating.comment}`.slice(0, 500),
    })
    .onConflictDoNothing();
}
