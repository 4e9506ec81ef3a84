import {
  handoffLimits,
  type THandoffDecision,
  type THandoffSummaryAnswer,
} from '@parlor/contracts';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { detectLanguage } from '../../adapters/ai/detect-language';
import { interlocutorRequests, messages } from '../../db/schema';
import { conversationOf } from '../ai/build-prompt';
import { selectMemory } from '../ai/memory-queries';
import { maskedTurn } from '../ai/run-summary';
import { maskPrivateData } from '../chat/mask-private-data';
import type { TopicRow } from '../chat/queries';
import { interlocutorErrors } from './interlocutor-errors';
import { selectOpenRequestOfTopic, type RequestRow } from './search-queries';

/** Messages the draft is written from (with the companion's memory of what came before). */
const draftHistory = 40;

/** At most `words` words; a cut text ends with "…". */
export function limitWords(text: string, words: number): string {
  const all = text.trim().split(/\s+/).filter(Boolean);
  return all.length <= words ? all.join(' ') : `${all.slice(0, words).join(' ')}…`;
}

/** The request being searched or served; the hand-off belongs to it. */
async function openRequestOf(app: FastifyInstance, topicId: number): Promise<RequestRow> {
  const request = await selectOpenRequestOfTopic(app.db, topicId);
  if (!request) throw interlocutorErrors.noSearch();
  return request;
}

/**
 * The companion's draft of the hand-off summary, for the owner to read: written by the
 * provider (or the offline companion) from the recent conversation and the companion's
 * memory, masked on the way in and out, at most `draftWords` words. Kept with the request.
 */
export async function draftHandoffSummary(
  app: FastifyInstance,
  { topic, lang }: { topic: TopicRow; lang: string },
): Promise<string> {
  const request = await openRequestOf(app, topic.id);
  const recent = await app.db
    .select()
    .from(messages)
    .where(eq(messages.topicId, topic.id))
    .orderBy(desc(messages.seq))
    .limit(draftHistory);
  const turns = conversationOf(recent.reverse(), topic.userId)
    .map(maskedTurn)
    .map(({ seq: _seq, ...turn }) => turn);
  const memory = await selectMemory(app.db, topic.id);
  const result = await app.companion.provider.summarize({
    kind: 'handoff',
    previous: memory?.summary ?? '',
    previousNotes: memory?.notes ?? { names: [], subjects: [] },
    turns,
    lang: detectLanguage(turns.map((turn) => turn.content).join('\n')) ?? lang,
    maxWords: handoffLimits.draftWords,
    signal: AbortSignal.timeout(app.config.ai.timeoutMs),
  });
  const draft = limitWords(maskPrivateData(result.text), handoffLimits.draftWords);
  await app.db
    .update(interlocutorRequests)
    .set({ handoffDraft: draft })
    .where(eq(interlocutorRequests.id, request.id));
  return draft;
}

/**
 * The owner's decision on the hand-off summary of the open request: the text they approved
 * (masked like any message), or nothing. A later decision replaces an earlier one.
 */
export async function decideHandoffSummary(
  app: FastifyInstance,
  { topic, decision, summary }: { topic: TopicRow } & Omit<THandoffDecision, 'topic_id'>,
): Promise<void> {
  const request = await openRequestOf(app, topic.id);
  const isAccepted = decision === 'accept';
  await app.db
    .update(interlocutorRequests)
    .set({
      handoffStatus: isAccepted ? 'accepted' : 'declined',
      handoffSummary: isAccepted ? maskPrivateData(summary ?? '') : null,
      handoffDecidedAt: new Date(),
    })
    .where(eq(interlocutorRequests.id, request.id));
}

/**
 * The summary pinned for the person in the seat: only the interlocutor who accepted the
 * request, only when the owner accepted it. Everyone else (the owner, a walk-in guest, the
 * interlocutor of a declined or undecided summary) gets null.
 */
export async function readHandoffSummary(
  app: FastifyInstance,
  { topic, userId }: { topic: TopicRow; userId: number },
): Promise<THandoffSummaryAnswer['handoff']> {
  if (topic.guestId !== userId) return null;
  const request = await selectOpenRequestOfTopic(app.db, topic.id);
  if (
    !request ||
    request.status !== 'accepted' ||
    request.acceptedBy !== userId ||
    request.handoffStatus !== 'accepted' ||
    !request.handoffSummary
  ) {
    return null;
  }
  return {
    summary: request.handoffSummary,
    is_edited: request.handoffSummary !== request.handoffDraft,
    approved_at: (request.handoffDecidedAt ?? new Date()).toISOString(),
  };
}
