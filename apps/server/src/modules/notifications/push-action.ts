import type { TPushActionAnswer } from '@parlor/contracts';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { acceptRequest } from '../interlocutors/accept-request';
import { withdrawDeliveries } from './delivery-queries';
import { offerActionPurpose, offerSubject, offerTag } from './offer-notices';
import { clearTag } from './clear-tag';
import { readToken } from '../../lib/signed-token';

/**
 * Accept or Decline pressed on an offer's notification. The worker has no session cookie
 * to rely on (and no CSRF token): the payload's token, signed for this interlocutor and
 * this request, is the capability. Accepting goes through the same locked accept as the
 * console, so the first wins and a late one is answered 409 "taken".
 */
export async function runPushAction(
  app: FastifyInstance,
  { token, action, lang }: { token: string; action: 'accept' | 'decline'; lang: string },
): Promise<TPushActionAnswer> {
  const fields = readToken(app.config.appSecret, offerActionPurpose, token, 2);
  const userId = Number(fields?.[0]);
  const requestId = Number(fields?.[1]);
  if (!fields || !Number.isInteger(userId) || !Number.isInteger(requestId)) {
    throw AppError.forbidden();
  }
  const [interlocutor] = await app.db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        isNotNull(users.interlocutorSince),
        isNull(users.blockedAt),
        isNotNull(users.emailVerifiedAt),
      ),
    );
  if (!interlocutor) throw AppError.forbidden();

  // Either way the offer is settled for this interlocutor: its other devices close it.
  await withdrawDeliveries(app.db, offerSubject(requestId), { userId });
  await clearTag(app, app.pushWorker, offerTag(requestId), userId);
  if (action === 'decline') return { outcome: 'declined', url: '/interlocutor' };
  const topic = await acceptRequest(app, { userId, requestId, lang });
  return { outcome: 'accepted', url: `/topics/${topic.id}/chat` };
}
