import { translate } from '@parlor/contracts/i18n';
import type { FastifyInstance } from 'fastify';
import type { AiProvider, ModerationVerdict, Moderator } from '../../adapters/ai';
import { detectLanguage } from '../../adapters/ai/detect-language';
import type { AiReplyJobRow, SenderKind } from '../../db/schema';
import type { MessageRow } from '../chat/message-rows';
import type { TopicRow } from '../chat/topic-queries';
import { seatLineKeys } from '../chat/seat-lines';
import { isSeatOpenToSearch } from '../chat/seat-policy';
import { buildPrompt, conversationOf, summaryTargetSeq } from './build-prompt';
import { generateReply } from './generate-reply';
import { scheduleSummary } from './memory-queries';
import { type ReplyContext } from './load-reply-context';
import { publishReplyFrame, replyInProgress } from './reply-frames';
import type { PendingReply } from '../chat/ports';
import { announceSafetyChange, enterSafeMode } from '../safety/enter-safe-mode';
import { helpLinesOfUser } from '../safety/help-lines';
import { helpLinesText } from '../safety/help-lines-text';
import { isInSafeMode } from '../chat/safe-mode';
import { systemPrompt } from './system-prompt';
import { withVisionImages } from './vision-images';

/** What the companion answers: the provider's words, or a safety or limit answer. */

export interface ReplyRunDeps {
  provider: AiProvider;
  moderator: Moderator;
  signal: AbortSignal;
  /** Wakes this instance when a rescheduled job is due. */
  wake: (pending: PendingReply) => void;
  /** Wakes this instance for a retry after `delayMs`. */
  retryIn: (jobId: number, delayMs: number) => void;
}

/**
 * What gets stored. The provider's words are masked like any message (a model could produce
 * contacts); the server's own texts (help lines, notices) are stored as written.
 */
export type Outcome = { content: string; kind: SenderKind; isServerText?: boolean };

/**
 * Whether the message being answered ended the topic's safe mode: the conversation holds the
 * "safe mode ended" line after the owner's last words before the reply.
 */
function endedSafeMode(history: MessageRow[], replyId: number): boolean {
  const said = history.filter((message) => message.id < replyId && message.senderKind !== 'system');
  const answered = said.at(-1);
  if (!answered) return false;
  const ended = history.find(
    (message) =>
      message.senderKind === 'system' &&
      message.content === seatLineKeys.safeAgain &&
      message.seq > answered.seq,
  );
  // Answered once: a companion reply after the line already said it.
  return (
    ended !== undefined &&
    !history.some((message) => message.senderKind === 'ai' && message.seq > ended.seq)
  );
}

/** What the reply answers: the recent turns (with pictures when it can see), in what language. */
interface ReplyConversation {
  conversation: Awaited<ReturnType<typeof withVisionImages>>;
  /** Vision on and a provider to see with: the pictures being answered go along. */
  canSee: boolean;
  /** The owner's words since the companion's last reply, as one text. */
  unanswered: string;
  replyLang: string;
}

async function readConversation(
  app: FastifyInstance,
  deps: ReplyRunDeps,
  options: { job: AiReplyJobRow; topic: TopicRow; context: ReplyContext },
): Promise<ReplyConversation> {
  const { job, topic, context } = options;
  const { settings } = context;
  // What the summary covers is not sent again (nor read: the history starts after it).
  const history = context.history
    .filter((message) => message.id < job.messageId)
    .slice(-settings.bot_conversation_history_limit);
  const recentTurns = conversationOf(history, topic.userId);
  const canSee = settings.ai_vision && deps.provider.kind === 'openai';
  const conversation = canSee
    ? await withVisionImages(app, { conversation: recentTurns, history })
    : recentTurns;
  const lastReply = conversation.findLastIndex((turn) => turn.role === 'assistant');
  const unanswered = conversation
    .slice(lastReply + 1)
    .map((turn) => turn.content)
    .join('\n');
  return { conversation, canSee, unanswered, replyLang: detectLanguage(unanswered) ?? job.lang };
}

/**
 * The safety answer the owner's words call for, if any: help lines for a crisis (entering
 * safe mode when the send's own check missed it), a refusal for threats and minors, or the
 * line that safe mode ended.
 */
async function safetyAnswerOf(
  app: FastifyInstance,
  options: {
    verdict: ModerationVerdict;
    topic: TopicRow;
    job: AiReplyJobRow;
    context: ReplyContext;
    replyLang: string;
  },
): Promise<Outcome | undefined> {
  const { verdict, topic, replyLang } = options;
  if (verdict === 'self_harm') {
    // The send already put the topic in safe mode when the built-in check heard the crisis;
    // a provider's moderation may hear one it missed.
    if (!isInSafeMode(topic)) {
      const change = await app.db.transaction((tx) =>
        enterSafeMode(tx, { topic, userId: topic.userId }),
      );
      await announceSafetyChange(app, topic, change);
    }
    const lines = await helpLinesOfUser(app, { userId: topic.userId, lang: replyLang });
    // A person is offered only where the seat rule lets one come; else how to open the seat.
    return {
      content: translate(
        replyLang,
        isSeatOpenToSearch(topic) ? 'ai.selfHarm' : 'ai.selfHarmSeatClosed',
        {
          resources: helpLinesText(lines, replyLang),
        },
      ),
      kind: 'ai',
      isServerText: true,
    };
  }
  if (verdict === 'threat' || verdict === 'minors') {
    return { content: translate(replyLang, 'ai.refused'), kind: 'ai', isServerText: true };
  }
  if (endedSafeMode(options.context.history, options.job.messageId)) {
    return { content: translate(replyLang, 'ai.safeAgain'), kind: 'ai', isServerText: true };
  }
  return undefined;
}

/**
 * The provider's reply, streamed to the owner as it grows, then moderated (a reply that fails
 * gets the safe fallback). What no longer fits the prompt is summarised afterwards.
 */
async function writeReply(
  app: FastifyInstance,
  deps: ReplyRunDeps,
  options: {
    job: AiReplyJobRow;
    topic: TopicRow;
    context: ReplyContext;
    startedAt: Date;
    read: ReplyConversation;
  },
): Promise<Outcome> {
  const { job, topic, context, startedAt } = options;
  const { conversation, canSee, replyLang } = options.read;
  const { memory, settings } = context;
  // Safe mode holds for the companion's following turns until the person says they are safe.
  const isSafeMode = isInSafeMode(topic);
  const promptCounter = await app.companion.tokenCounter();
  const prompt = buildPrompt({
    system: systemPrompt({ companionName: topic.companionName, lang: replyLang, isSafeMode }),
    summary: memory?.summary ?? '',
    conversation,
    maxTokens: app.config.ai.maxContextTokens,
    counter: promptCounter,
  });
  const text = await generateReply({
    provider: deps.provider,
    turns: prompt.turns,
    lang: replyLang,
    isSafeMode,
    notes: memory?.notes,
    ...(canSee && settings.ai_vision_model ? { visionModel: settings.ai_vision_model } : {}),
    timeoutMs: app.config.ai.timeoutMs,
    signal: deps.signal,
    onText: (content) =>
      publishReplyFrame(
        app,
        topic.userId,
        replyInProgress({
          messageId: job.messageId,
          topicId: topic.id,
          companionName: topic.companionName,
          content,
          startedAt,
        }),
      ),
  });
  if (!text) throw new Error('the provider answered an empty reply');
  // After the reply, not before its first word: what no longer fits is summarised meanwhile.
  await askForSummaryOfGap(app, {
    topicId: topic.id,
    firstSeq: prompt.firstSeq,
    hasOlder: context.hasOlder || (prompt.firstSeq ?? 0) > (conversation[0]?.seq ?? 0),
    summarizedThrough: memory?.summarizedThroughSeq ?? 0,
    askedThrough: memory?.summarizeThroughSeq ?? null,
    target: (firstSeq) => summaryTargetSeq({ conversation, firstSeq, counter: promptCounter }),
  });
  const replyVerdict = await deps.moderator.check(text, deps.signal);
  if (replyVerdict !== 'ok') {
    return { content: translate(replyLang, 'ai.safeFallback'), kind: 'ai', isServerText: true };
  }
  return { content: text, kind: 'ai' };
}

/** The reply to what the owner said: from the provider, or a limit or safety answer. */
export async function produceReply(
  app: FastifyInstance,
  deps: ReplyRunDeps,
  options: { job: AiReplyJobRow; topic: TopicRow; context: ReplyContext; startedAt: Date },
): Promise<Outcome> {
  const { job, topic, context } = options;
  if (context.repliesThisHour >= context.settings.ai_replies_per_hour) {
    return { content: translate(job.lang, 'ai.replyLimit'), kind: 'system', isServerText: true };
  }
  const read = await readConversation(app, deps, { job, topic, context });
  const verdict: ModerationVerdict = read.unanswered
    ? await deps.moderator.check(read.unanswered, deps.signal)
    : 'ok';
  const safetyAnswer = await safetyAnswerOf(app, {
    verdict,
    topic,
    job,
    context,
    replyLang: read.replyLang,
  });
  return safetyAnswer ?? (await writeReply(app, deps, { ...options, read }));
}

/**
 * The messages before the prompt's oldest one that the summary does not cover yet are
 * summarised in the background (the next replies read the summary instead), together with
 * the prompt's oldest turns (`target`, see summaryTargetSeq). Nothing is asked while a
 * summary already asked for reaches past what the prompt dropped: the replies meanwhile
 * neither write the row again nor wake a job for their two new messages.
 */
async function askForSummaryOfGap(
  app: FastifyInstance,
  options: {
    topicId: number;
    firstSeq: number | undefined;
    hasOlder: boolean;
    summarizedThrough: number;
    /** The target of a summary asked for and not yet written, if any. */
    askedThrough: number | null;
    target: (firstSeq: number) => number;
  },
): Promise<void> {
  if (options.firstSeq === undefined || !options.hasOlder) return;
  const droppedThrough = options.firstSeq - 1;
  if (droppedThrough <= options.summarizedThrough) return;
  if (options.askedThrough !== null && droppedThrough <= options.askedThrough) return;
  const throughSeq = Math.max(droppedThrough, options.target(options.firstSeq));
  await scheduleSummary(app.db, { topicId: options.topicId, throughSeq });
  app.companion.wakeSummary(options.topicId);
}
