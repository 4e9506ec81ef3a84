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
import type { TopicRow } from '../chat/topic-queries';
import { interlocutorErrors } from './interlocutor-errors';
import { assertMaySearch, openSearch } from './open-search';
import {
  selectDraftRequestOfTopic,
  selectOpenRequestOfTopic,
  type RequestRow,
} from './search-queries';

/** Messages the draft is written from (with the companion's memory of what came before). */
const draftHistory = 40;

/** At most `words` words; a cut text ends with "…". */
export function limitWords(text: string, words: number): string {
  const all = text.trim().split(/\s+/).filter(Boolean);
  return all.length <= words ? all.join(' ') : `${all.slice(0, words).join(' ')}…`;
}

/**
 * Keeps the draft with the topic's draft request (offered to nobody; the search starts only
 * on the owner's decision), opening one when there is none.
 */
async function keepDraft(app: FastifyInstance, topic: TopicRow, draft: string): Promise<void> {
  await app.db.transaction(async (tx) => {
    const held = await selectDraftRequestOfTopic(tx, topic.id);
    if (held) {
      await tx
        .update(interlocutorRequests)
        .set({ handoffDraft: draft })
        .where(eq(interlocutorRequests.id, held.id));
      return;
    }
    await tx.insert(interlocutorRequests).values({
      topicId: topic.id,
      ownerId: topic.userId,
      status: 'drafting',
      deadlineAt: new Date(),
      handoffDraft: draft,
    });
  });
}

/**
 * The companion's draft of the hand-off summary, for the owner to read when they press
 * *Human* — before any search: written by the provider (or the offline companion) from the
 * recent conversation and the companion's memory, masked on the way in and out, at most
 * `draftWords` words. The seat rule is asked first (no draft for a search that may not run).
 */
export async function draftHandoffSummary(
  app: FastifyInstance,
  { topic, lang }: { topic: TopicRow; lang: string },
): Promise<string> {
  assertMaySearch(topic);
  const running = await selectOpenRequestOfTopic(app.db, topic.id);
  if (running) throw interlocutorErrors.searchRunning();
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
  await keepDraft(app, topic, draft);
  return draft;
}

/**
 * The owner's decision on the hand-off summary — the text they approved (masked like any
 * message), or nothing — and with it the search for a person starts: only now is the request
 * offered to interlocutors. Deciding again while searching replaces the earlier decision.
 */
export async function decideHandoffSummary(
  app: FastifyInstance,
  { topic, decision, summary }: { topic: TopicRow } & Omit<THandoffDecision, 'topic_id'>,
): Promise<RequestRow> {
  const isAccepted = decision === 'accept';
  return openSearch(app, {
    topic,
    handoff: {
      handoffStatus: isAccepted ? 'accepted' : 'declined',
      handoffSummary: isAccepted ? maskPrivateData(summary ?? '') : null,
      handoffDecidedAt: new Date(),
    },
  });
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
