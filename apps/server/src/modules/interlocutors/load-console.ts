import { ownerAlias } from '../chat/personas';
import { isTopicInSafeModeSql } from '../chat/safe-mode';
import { centiToPoints, type TInterlocutorConsole } from '@parlor/contracts';
import { and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  interlocutorEarnings,
  interlocutorRequests,
  ledgerEntries,
  rooms,
  topics,
  users,
} from '../../db/schema';
import { pickLocalized } from '../../lib/localized';
import { isInHeadStartFor } from './offer-order';
import { selectPresence } from './presence';
import { acceptedBy } from './search-queries';

/** The ledger kinds that move available earnings out to a payout and back. */
const payoutKinds = ['payout', 'payout_refund'];

/**
 * The console's earnings figures, all from the ledger's accounts: what is held, what can be
 * paid out, what payouts drew (net of refunds), and their sum — so an earning, an admin
 * adjustment, a payout and its refund each move Total exactly as they move the parts.
 */
function earningsFigures(centi: { pending: number; available: number; payoutFlow: number }) {
  const paidOut = -centi.payoutFlow;
  return {
    pending: centiToPoints(centi.pending),
    available: centiToPoints(centi.available),
    paid_out: centiToPoints(paidOut),
    total: centiToPoints(centi.pending + centi.available + paidOut),
  };
}

/** The requests this interlocutor may see now: not those still in another's head start. */
async function visibleOffers<T extends { request: { ownerId: number; createdAt: Date } }>(
  app: FastifyInstance,
  userId: number,
  offers: T[],
): Promise<T[]> {
  const hidden = await Promise.all(
    offers.map(({ request }) =>
      isInHeadStartFor(app, { userId, ownerId: request.ownerId, createdAt: request.createdAt }),
    ),
  );
  return offers.filter((_, index) => !hidden[index]);
}

/** The requests waiting for a person, topics in safe mode first. */
function selectOffers(app: FastifyInstance, userId: number) {
  return (
    app.db
      .select({ request: interlocutorRequests, title: topics.title, room: rooms.title })
      .from(interlocutorRequests)
      .innerJoin(topics, eq(topics.id, interlocutorRequests.topicId))
      .innerJoin(rooms, eq(rooms.id, topics.roomId))
      .where(
        and(
          eq(interlocutorRequests.status, 'searching'),
          ne(interlocutorRequests.ownerId, userId),
          sql`${interlocutorRequests.deadlineAt} > now()`,
          isNull(topics.guestId),
          eq(topics.isClosed, false),
        ),
      )
      // The safety lane: a topic in safe mode (a crisis was detected) is offered first.
      .orderBy(sql`${isTopicInSafeModeSql} desc`, interlocutorRequests.id)
      .limit(50)
  );
}

/** The open conversations this interlocutor holds, newest first. */
function selectConversations(app: FastifyInstance, userId: number) {
  return app.db
    .select({ topic: topics, room: rooms.title, since: interlocutorRequests.resolvedAt })
    .from(interlocutorRequests)
    .innerJoin(topics, eq(topics.id, interlocutorRequests.topicId))
    .innerJoin(rooms, eq(rooms.id, topics.roomId))
    .where(and(acceptedBy(userId), eq(topics.guestId, userId), eq(topics.isClosed, false)))
    .orderBy(desc(interlocutorRequests.id));
}

/** The earnings held and available, from the user's row. */
function selectEarningsAccount(app: FastifyInstance, userId: number) {
  return app.db
    .select({ pending: users.earningsPending, available: users.earningsAvailable })
    .from(users)
    .where(eq(users.id, userId));
}

/** What payouts drew from available earnings, net of refunds (negative). */
function selectPayoutFlow(app: FastifyInstance, userId: number) {
  return app.db
    .select({ delta: sql<string>`coalesce(sum(${ledgerEntries.delta}), 0)` })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.userId, userId),
        eq(ledgerEntries.account, 'earnings_available'),
        inArray(ledgerEntries.kind, payoutKinds),
      ),
    );
}

/** The 10 latest earnings with their topic's title. */
function selectRecentEarnings(app: FastifyInstance, userId: number) {
  return app.db
    .select({ earning: interlocutorEarnings, title: topics.title })
    .from(interlocutorEarnings)
    .leftJoin(topics, eq(topics.id, interlocutorEarnings.topicId))
    .where(eq(interlocutorEarnings.userId, userId))
    .orderBy(desc(interlocutorEarnings.id))
    .limit(10);
}

/**
 * Everything the interlocutor console shows: presence, the requests waiting for a person
 * (only while available, topics in safe mode first; never the owner's account data), the conversations held, and
 * earnings with the recent rows.
 */
export async function loadConsole(
  app: FastifyInstance,
  { userId, lang }: { userId: number; lang: string },
): Promise<TInterlocutorConsole> {
  const settings = await app.reference.settings();
  const presence = await selectPresence(app.db, userId);
  const [offers, conversations, [account], [payoutFlow], recent] = await Promise.all([
    presence.isAvailable ? selectOffers(app, userId) : Promise.resolve([]),
    selectConversations(app, userId),
    selectEarningsAccount(app, userId),
    selectPayoutFlow(app, userId),
    selectRecentEarnings(app, userId),
  ]);

  return {
    is_available: presence.isAvailable,
    is_online: presence.isOnline,
    max_chats: settings.max_interlocutor_chats,
    offers: (await visibleOffers(app, userId, offers)).map(({ request, title, room }) => ({
      request_id: request.id,
      topic_id: request.topicId,
      topic_title: title,
      room_title: pickLocalized(room, lang),
      created_at: request.createdAt.toISOString(),
      deadline_at: request.deadlineAt.toISOString(),
    })),
    conversations: conversations.map(({ topic, room, since }) => ({
      topic_id: topic.id,
      topic_title: topic.title,
      room_title: pickLocalized(room, lang),
      // The owner stays anonymous: the alias the chat shows them under (never the account).
      owner_label: ownerAlias(topic.id, topic.companionName),
      since: (since ?? topic.updatedAt).toISOString(),
    })),
    earnings: {
      ...earningsFigures({
        pending: account?.pending ?? 0,
        available: account?.available ?? 0,
        payoutFlow: Number(payoutFlow?.delta ?? 0),
      }),
      recent: recent.map(({ earning, title }) => ({
        id: earning.id,
        topic_title: title,
        amount: centiToPoints(earning.amount),
        status: earning.releasedAt ? ('available' as const) : ('pending' as const),
        created_at: earning.createdAt.toISOString(),
        release_at: earning.releaseAt.toISOString(),
      })),
    },
  };
}
