import { ZInterlocutorSearchAnswerSchema, okEnvelope, timing } from '@parlor/contracts';
import { api, type RequestOptions } from '../../../lib/api-client';

/** The options of every call that answers the owner's search (`payload.search`). */
const searchAnswerCall = {
  schema: okEnvelope(ZInterlocutorSearchAnswerSchema),
  timeoutMs: timing.chatCallTimeoutMs,
};

/** A call that answers the owner's search: a GET with its query or a POST with its body. */
export async function callForSearch(
  verb: 'get' | 'post',
  path: string,
  input: Pick<RequestOptions, 'query' | 'body'>,
) {
  return (await api[verb](path, { ...input, ...searchAnswerCall })).payload.search;
}

/** The owner's latest search for a person in a topic, or null. */
export async function fetchInterlocutorSearch(topicId: number) {
  return callForSearch('get', '/topics/interlocutor-search', { query: { topic_id: topicId } });
}

/** Stops searching; the topic stays with the AI. */
export async function cancelInterlocutorSearch(topicId: number) {
  return callForSearch('post', '/topics/interlocutor-search/cancel', {
    body: { topic_id: topicId },
  });
}
