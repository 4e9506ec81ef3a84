import { ZInterlocutorSearchAnswerSchema, okEnvelope, timing } from '@parlor/contracts';
import { api } from '../../../lib/api-client';

/** The options of every call that answers the owner's search (`payload.search`). */
export const searchAnswerCall = {
  schema: okEnvelope(ZInterlocutorSearchAnswerSchema),
  timeoutMs: timing.chatCallTimeoutMs,
};

/** The owner's latest search for a person in a topic, or null. */
export async function fetchInterlocutorSearch(topicId: number) {
  return (
    await api.get('/topics/interlocutor-search', {
      query: { topic_id: topicId },
      ...searchAnswerCall,
    })
  ).payload.search;
}

/** Stops searching; the topic stays with the AI. */
export async function cancelInterlocutorSearch(topicId: number) {
  return (
    await api.post('/topics/interlocutor-search/cancel', {
      body: { topic_id: topicId },
      ...searchAnswerCall,
    })
  ).payload.search;
}
