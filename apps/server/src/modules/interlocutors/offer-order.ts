import type { FastifyInstance } from 'fastify';
import { orderOfferByRating, type OfferOrder } from '../ratings/preferred-interlocutors';
import { selectAvailableInterlocutorIds } from './presence';

/**
 * Who is offered a new request of `ownerId` now and who after the head start: everyone at
 * once, unless the setting `prefer_rated_interlocutors` lets better-rated interlocutors see
 * it first (modules/ratings/preferred-interlocutors.ts).
 */
export async function offerOrder(app: FastifyInstance, ownerId: number): Promise<OfferOrder> {
  const available = await selectAvailableInterlocutorIds(app.db, ownerId);
  const settings = await app.reference.settings();
  if (!settings.prefer_rated_interlocutors || settings.rated_head_start_seconds === 0) {
    return { first: available, later: [] };
  }
  return orderOfferByRating(app.db, available);
}

/**
 * Whether a request made at `createdAt` is still in its head start for this interlocutor,
 * i.e. hidden from their console list because better-rated ones see it first.
 */
export async function isInHeadStartFor(
  app: FastifyInstance,
  { userId, ownerId, createdAt }: { userId: number; ownerId: number; createdAt: Date },
): Promise<boolean> {
  const settings = await app.reference.settings();
  if (!settings.prefer_rated_interlocutors) return false;
  if (createdAt.getTime() + settings.rated_head_start_seconds * 1000 <= Date.now()) return false;
  return (await offerOrder(app, ownerId)).later.includes(userId);
}
