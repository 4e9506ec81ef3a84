import {
  ZHandoffDraftAnswerSchema,
  ZHandoffSummaryAnswerSchema,
  okEnvelope,
  timing,
  type THandoffDecision,
} from '@parlor/contracts';
import { api } from '../../../lib/api-client';
import { callForSearch } from './interlocutor-search';

/** The companion's draft of the hand-off summary (the provider may take a while). */
export async function draftHandoffSummary(topicId: number) {
  return (
    await api.post('/topics/handoff-summary/draft', {
      body: { topic_id: topicId },
      schema: okEnvelope(ZHandoffDraftAnswerSchema),
      timeoutMs: timing.chatCallTimeoutMs * 3,
    })
  ).payload.summary;
}

/** The owner shares the (edited) summary, or nothing — and the search for a person starts. */
export async function decideHandoffSummary(decision: THandoffDecision) {
  return callForSearch('post', '/topics/handoff-summary', { body: decision });
}

/** The summary pinned for the person who took the seat, or null. */
export async function fetchHandoffSummary(topicId: number) {
  return (
    await api.get('/topics/handoff-summary', {
      query: { topic_id: topicId },
      schema: okEnvelope(ZHandoffSummaryAnswerSchema),
      timeoutMs: timing.chatCallTimeoutMs,
    })
  ).payload.handoff;
}
