import type { TStoredSettings } from '@parlor/contracts';
import type { FastifyInstance } from 'fastify';
import type { AiReplyJobRow } from '../../db/schema';
import type { MessageRow } from '../chat/message-rows';
import type { TopicRow } from '../chat/topic-queries';
import { conversationOf, summaryTurn } from './build-prompt';
import {
  selectHistoryPage,
  selectReplyContext,
  type ReplyContextRead,
  type ReplyMemory,
} from './reply-context-queries';
import { firstPageSize, readReplyHistory } from './read-reply-history';

/**
 * What a reply is written from: the topic, its memory, its recent messages that the summary
 * does not cover (oldest first, as many as the prompt can hold) and the owner's hourly count.
 */
export interface ReplyContext {
  topic: TopicRow | undefined;
  memory: ReplyMemory | undefined;
  history: MessageRow[];
  /** Older messages than `history`'s that the summary does not cover exist. */
  hasOlder: boolean;
  repliesThisHour: number;
  settings: TStoredSettings;
}

/** The hourly reply budget counts the replies since this moment. */
export const repliesCountedSince = () => new Date(Date.now() - 3_600_000);

/** How many messages a reply reads at most, and in its context statement. */
export function replyReadSizes(
  app: FastifyInstance,
  settings: TStoredSettings,
): { messageLimit: number; pageSize: number } {
  // One more than the limit: a message written after the one being answered may be among them.
  const messageLimit = settings.bot_conversation_history_limit + 1;
  const pageSize = firstPageSize({ maxTokens: app.config.ai.maxContextTokens, messageLimit });
  return { messageLimit, pageSize };
}

/**
 * The reads a reply starts with: one prepared statement (one round trip and one pooled
 * connection per reply; three side by side queued 100 conversations' sends behind them),
 * and further pages of the history only while the token budget is not full — a 500-message
 * topic is not read whole for every reply.
 */
export async function loadReplyContext(
  app: FastifyInstance,
  job: AiReplyJobRow,
  /** The context statement's answer when the job's claim already read it (claimJobWithContext). */
  claimedRead?: NonNullable<ReplyContextRead>,
): Promise<ReplyContext> {
  const settings = await app.reference.settings();
  const counter = await app.companion.tokenCounter();
  const { maxContextTokens } = app.config.ai;
  const { messageLimit, pageSize } = replyReadSizes(app, settings);
  const read =
    claimedRead ??
    (await selectReplyContext(app.db, {
      topicId: job.topicId,
      pageSize,
      since: repliesCountedSince(),
    }));
  if (!read) {
    return {
      topic: undefined,
      memory: undefined,
      history: [],
      hasOlder: false,
      repliesThisHour: 0,
      settings,
    };
  }
  const { topic, memory } = read;
  const afterSeq = memory?.summarizedThroughSeq ?? 0;
  // The prompt's head takes at least the summary: the rest is what its turns may take.
  const budget =
    maxContextTokens - (memory?.summary ? counter.countTurn(summaryTurn(memory.summary)) : 0);
  const { messages, isComplete } = await readReplyHistory({
    firstPage: read.page,
    pageSize,
    messageLimit,
    budget,
    // Without pictures (which only add): never more than the turn will cost.
    costOf: (message) => {
      if (message.id >= job.messageId) return 0;
      const [turn] = conversationOf([message], topic.userId);
      return turn ? counter.countTurn(turn) : 0;
    },
    readOlder: (beforeSeq, size) =>
      selectHistoryPage(app.db, { topicId: topic.id, afterSeq, beforeSeq, pageSize: size }),
  });
  return {
    topic,
    memory,
    history: messages,
    hasOlder: !isComplete,
    repliesThisHour: read.repliesThisHour,
    settings,
  };
}
