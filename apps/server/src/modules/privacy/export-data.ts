import { centiToPoints, minorToAmount } from '@parlor/contracts';
import { isMessageKey, translate } from '@parlor/contracts/i18n';
import type { FastifyInstance } from 'fastify';
import {
  selectMessagePage,
  selectOwnAccount,
  selectOwnApiTokens,
  selectOwnApplications,
  selectOwnClosedTopics,
  selectOwnDeposits,
  selectOwnLedger,
  selectOwnOpenTopics,
  selectOwnPayouts,
  selectOwnSafetyAlerts,
  selectOwnSavedBilling,
  selectOwnSignIns,
} from './export-queries';
import { ratingsGivenBy } from '../ratings/rating-data';

const messagePageSize = 500;

/** The file's name: `parlor-data-2026-11-27.json`. */
export const exportFileName = (now: Date) => `parlor-data-${now.toISOString().slice(0, 10)}.json`;

const json = (value: unknown) => JSON.stringify(value, null, 2);

/** The person's profile, preferences, balances and channel status. */
async function accountSections(app: FastifyInstance, userId: number) {
  const row = await selectOwnAccount(app.db, userId);
  if (!row) return undefined;
  const { user } = row;
  return {
    profile: {
      id: user.id,
      email: user.email,
      email_verified_at: user.emailVerifiedAt,
      name: user.name,
      surname: user.surname,
      phone: user.phone,
      phone_country_code: user.phoneCountryCode,
      country: row.country,
      city: user.city,
      address: user.address,
      post_code: user.postCode,
      created_at: user.createdAt,
      password_changed_at: user.passwordChangedAt,
      interlocutor_since: user.interlocutorSince,
      blocked: user.blockedScope ? { scope: user.blockedScope, reason: user.blockedReason } : null,
    },
    preferences: { language: row.language, avatar_color: user.avatarColor },
    balances: {
      points: centiToPoints(user.balance),
      earnings_pending: centiToPoints(user.earningsPending),
      earnings_available: centiToPoints(user.earningsAvailable),
    },
    channel_status: {
      active: user.channelExpireAt !== null && user.channelExpireAt > new Date(),
      expires_at: user.channelExpireAt,
    },
  };
}

/** Ledger, deposits, payouts (destinations masked), applications, sign-ins, tokens. */
async function recordSections(app: FastifyInstance, userId: number) {
  const [ledger, deposits, payouts, applications, billing, signIns, tokens] = await Promise.all([
    selectOwnLedger(app.db, userId),
    selectOwnDeposits(app.db, userId),
    selectOwnPayouts(app.db, userId),
    selectOwnApplications(app.db, userId),
    selectOwnSavedBilling(app.db, userId),
    selectOwnSignIns(app.db, userId),
    selectOwnApiTokens(app.db, userId),
  ]);
  return {
    ledger: ledger.map((entry) => ({
      ...entry,
      delta: centiToPoints(entry.delta),
      balanceAfter: centiToPoints(entry.balanceAfter),
    })),
    deposits: deposits.map(({ amountMinor, points, ...deposit }) => ({
      ...deposit,
      amount: minorToAmount(amountMinor, deposit.currency),
      points: centiToPoints(points),
    })),
    saved_billing_details: billing ? { ...billing, userId: undefined } : null,
    payouts: payouts.map(({ amountMinor, points, ...payout }) => ({
      ...payout,
      amount: minorToAmount(amountMinor, payout.currency),
      points: centiToPoints(points),
    })),
    interlocutor_applications: applications,
    sessions: signIns,
    api_tokens: tokens,
    ratings_given: await ratingsGivenBy(app.db, userId),
  };
}

/** Who wrote a line, from the reader's side: never another person's id. */
function authorOf(kind: string, mine: boolean): 'me' | 'companion' | 'system' | 'other person' {
  if (mine) return 'me';
  if (kind === 'ai') return 'companion';
  if (kind === 'system') return 'system';
  return 'other person';
}

/**
 * What of a topic the person may read: the owner all of it, the guest what was written since
 * they took the seat (as in the chat), a guest who left only their own lines.
 */
function readableRange(
  topic: { userId: number; guestId?: number | null; guestSinceMessageId: number | null },
  userId: number,
): { role: 'owner' | 'guest' | 'former guest'; afterId: number; senderId?: number } {
  if (topic.userId === userId) return { role: 'owner', afterId: 0 };
  if (topic.guestId === undefined || topic.guestId === userId)
    return { role: 'guest', afterId: topic.guestSinceMessageId ?? 0 };
  return { role: 'former guest', afterId: 0, senderId: userId };
}

/** The messages of one topic the person may read, page by page, as JSON array items. */
async function* topicMessages(
  app: FastifyInstance,
  topicId: number,
  range: { afterId: number; senderId?: number },
  viewer: { userId: number; lang: string },
): AsyncGenerator<string> {
  let afterId = range.afterId;
  let first = true;
  for (;;) {
    const page = await selectMessagePage(app.db, {
      topicId,
      afterId,
      limit: messagePageSize,
      senderId: range.senderId,
    });
    for (const message of page) {
      const mine = message.senderId === viewer.userId;
      const item = {
        seq: message.seq,
        created_at: message.createdAt,
        from: authorOf(message.senderKind, mine),
        name: mine ? null : message.senderName,
        content:
          message.senderKind === 'system' && isMessageKey(message.content)
            ? translate(viewer.lang, message.content)
            : message.content,
        cost_points: mine ? centiToPoints(message.cost) : null,
        attachments: message.attachments.map((attachment) => ({
          type: attachment.type,
          original_filename: attachment.original_filename,
          filesize: attachment.filesize,
          mime: attachment.mime,
        })),
      };
      yield `${first ? '' : ','}\n${json(item)}`;
      first = false;
    }
    if (page.length < messagePageSize) return;
    afterId = page.at(-1)!.id;
  }
}

/**
 * "Download my data": the person's data as one JSON document, streamed
 * piece by piece (the messages a page at a time), so a long history never sits in memory.
 * Only the caller's own data: there is no id to ask for.
 */
export async function* exportUserData(
  app: FastifyInstance,
  viewer: { userId: number; lang: string },
): AsyncGenerator<string> {
  const account = await accountSections(app, viewer.userId);
  if (!account) return;
  const header = { format: 'parlor-data-export/1', exported_at: new Date(), ...account };
  yield json(header).replace(/\n}$/, ',\n');
  const records = await recordSections(app, viewer.userId);
  yield json(records).replace(/^{\n/, '').replace(/\n}$/, ',\n');
  yield '  "open_topics": [';
  const openTopics = await selectOwnOpenTopics(app.db, viewer.userId);
  for (const [index, topic] of openTopics.entries()) {
    const about = {
      id: topic.id,
      title: topic.title,
      role: topic.userId === viewer.userId ? 'owner' : 'guest',
      chat_mode: topic.chatMode,
      seat_policy: topic.userId === viewer.userId ? topic.seatPolicy : undefined,
      companion_name: topic.companionName,
      created_at: topic.createdAt,
    };
    yield `${index === 0 ? '' : ','}\n${json(about).replace(/\n}$/, ',\n  "messages": [')}`;
    yield* topicMessages(app, topic.id, readableRange(topic, viewer.userId), viewer);
    yield '\n]}';
  }
  yield '\n],\n';
  yield* closedTopicsSection(app, viewer);
  const alerts = await selectOwnSafetyAlerts(app.db, viewer.userId);
  yield `  "safety_alerts": ${json(alerts)}\n}\n`;
}

/**
 * The closed conversations still stored: each with the day its messages are deleted
 * (closed + message_retention_days; an open report about it keeps them until handled).
 */
async function* closedTopicsSection(
  app: FastifyInstance,
  viewer: { userId: number; lang: string },
): AsyncGenerator<string> {
  const { message_retention_days: retentionDays } = await app.reference.settings();
  yield '  "closed_topics": [';
  const closedTopics = await selectOwnClosedTopics(app.db, viewer.userId);
  for (const [index, topic] of closedTopics.entries()) {
    const range = readableRange(topic, viewer.userId);
    const closedAt = topic.closedAt ?? topic.createdAt;
    const about = {
      id: topic.id,
      title: topic.title,
      role: range.role,
      chat_mode: topic.chatMode,
      companion_name: topic.companionName,
      created_at: topic.createdAt,
      closed_at: topic.closedAt,
      messages_deleted_on: new Date(closedAt.getTime() + retentionDays * 86_400_000)
        .toISOString()
        .slice(0, 10),
    };
    yield `${index === 0 ? '' : ','}\n${json(about).replace(/\n}$/, ',\n  "messages": [')}`;
    yield* topicMessages(app, topic.id, range, viewer);
    yield '\n]}';
  }
  yield '\n],\n';
}
