import { translate } from '@parlor/contracts/i18n';
import { and, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { interlocutorPresence } from '../../db/schema';
import type { Notice } from '../../plugins/notices';
import { isOnlineCondition } from '../interlocutors/presence';
import { withdrawDeliveries } from './delivery-queries';
import { enqueuePushes } from './enqueue-pushes';
import { mailOffer } from './offer-mail';
import type { PushWorker } from './push-worker';
import { clearTag } from './clear-tag';
import { selectOfferRecipientIds } from './recipients';
import { signToken } from '../../lib/signed-token';

export const offerActionPurpose = 'push-offer';
/** The worker may still post an action a little after the request's deadline (it says taken). */
const actionGraceMs = 10 * 60_000;

export const offerSubject = (requestId: number) => `request:${requestId}`;
export const offerTag = (requestId: number) => `offer-${requestId}`;

/**
 * A request for a person was opened: every available interlocutor's devices get a
 * notification with Accept and Decline, which act at once through `/api/push/actions` with
 * a capability signed for this interlocutor and request. Those without a device, and not in
 * the console right now, get one e-mail for it.
 */
export async function notifyOffer(
  app: FastifyInstance,
  worker: PushWorker,
  notice: Extract<Notice, { kind: 'offer' }>,
) {
  const recipientIds = await selectOfferRecipientIds(app.db, notice.ownerId);
  const waitSeconds = (notice.deadlineAt.getTime() - Date.now()) / 1000;
  const withDevice = await enqueuePushes(
    app,
    worker,
    recipientIds.map((userId) => ({
      userId,
      kind: 'offer' as const,
      ttl: Math.max(1, waitSeconds),
      subject: offerSubject(notice.requestId),
      build: ({ lang }) => ({
        kind: 'offer',
        title: translate(lang, 'notifications.push.offerTitle'),
        body: translate(lang, 'notifications.push.offerBody'),
        url: '/interlocutor',
        tag: offerTag(notice.requestId),
        action_token: signToken(
          app.config.appSecret,
          offerActionPurpose,
          [userId, notice.requestId],
          new Date(notice.deadlineAt.getTime() + actionGraceMs),
        ),
        actions: [
          { action: 'accept', title: translate(lang, 'notifications.push.accept') },
          { action: 'decline', title: translate(lang, 'notifications.push.decline') },
        ],
      }),
    })),
  );
  const withoutDevice = recipientIds.filter((id) => !withDevice.has(id));
  const inConsole = await selectOnlineIds(app, withoutDevice);
  await mailOffer(app, {
    requestId: notice.requestId,
    userIds: withoutDevice.filter((id) => !inConsole.has(id)),
  });
}

/** The request is no longer waiting: unsent offers are withdrawn, shown ones closed. */
export async function withdrawOffer(
  app: FastifyInstance,
  worker: PushWorker,
  notice: Extract<Notice, { kind: 'offer_closed' }>,
) {
  await withdrawDeliveries(app.db, offerSubject(notice.requestId));
  await clearTag(app, worker, offerTag(notice.requestId));
}

async function selectOnlineIds(app: FastifyInstance, userIds: number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await app.db
    .select({ userId: interlocutorPresence.userId })
    .from(interlocutorPresence)
    .where(
      and(
        inArray(interlocutorPresence.userId, userIds),
        isOnlineCondition(interlocutorPresence.userId),
      ),
    );
  return new Set(rows.map((row) => row.userId));
}
