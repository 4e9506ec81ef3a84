import { pointsToCenti, type TCreateTopic } from '@parlor/contracts';
import type { TMessageKey } from '@parlor/contracts/i18n';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import { applyBalanceChange } from '../ledger/apply-balance-change';
import { publishBalance } from '../ledger/publish-balance';
import { assertCanOpenAnotherChat } from './active-chat-limit';
import { chatErrors } from './chat-errors';
import { isChannelActive } from './chat-limits';
import { maskPrivateData } from './mask-private-data';
import { pickPersona } from './personas';
import { findTopicOrFail } from './topic-access';
import { insertTopic, type TopicRow } from './topic-queries';
import { roomExists } from './room-queries';

/** Channel users must pick a text style and a colour (spec §5). */
function channelStyleOrFail(input: TCreateTopic) {
  const missing: [string, TMessageKey][] = [];
  if (!input.text_look) missing.push(['text_look', 'chat.validation.textLookRequired']);
  if (!input.color) missing.push(['color', 'chat.validation.colorRequired']);
  const [first] = missing;
  if (first) {
    const fields = Object.fromEntries(missing.map(([field, key]) => [field, [key]]));
    throw new AppError(422, first[1], { fields, code: 'VALIDATION' });
  }
  return { textLook: input.text_look ?? 'normal', color: input.color ?? null };
}

/**
 * Creates a topic in a room for `new_topic_cost` points: the debit, its ledger row and the
 * topic are one transaction. Channel users get a highlighted, styled title. The owner
 * chooses who may take the seat (`seat_policy`, `anyone` unless sent).
 */
export async function createTopic(
  app: FastifyInstance,
  { userId, input }: { userId: number; input: TCreateTopic },
): Promise<TopicRow> {
  const settings = await app.reference.settings();
  const costCenti = pointsToCenti(settings.new_topic_cost);
  if (!(await roomExists(app.db, input.room_id))) throw chatErrors.roomRequired();

  const { topic, balance } = await app.db.transaction(async (tx) => {
    const user = await assertCanOpenAnotherChat(tx, { settings, userId });
    const isChannel = isChannelActive(user.channelExpireAt);
    const style = isChannel
      ? channelStyleOrFail(input)
      : { textLook: 'normal' as const, color: null };
    const topicId = await insertTopic(tx, {
      roomId: input.room_id,
      userId,
      title: maskPrivateData(input.title),
      chatMode: 'ai',
      seatPolicy: input.seat_policy,
      companionName: pickPersona(),
      isHighlighted: isChannel,
      highlightColor: style.color,
      textLook: style.textLook,
      color: style.color,
    });
    const balanceAfter =
      costCenti > 0
        ? await applyBalanceChange(tx, {
            userId,
            delta: -costCenti,
            kind: 'topic',
            reference: `topic:${topicId}`,
            insufficient: () => chatErrors.notEnoughPointsForTopic(costCenti),
          })
        : undefined;
    return { topic: await findTopicOrFail(tx, topicId), balance: balanceAfter };
  });
  if (balance !== undefined) await publishBalance(app, userId, balance);
  return topic;
}
