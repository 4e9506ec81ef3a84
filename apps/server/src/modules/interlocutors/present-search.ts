import type { TInterlocutorSearch } from '@parlor/contracts';
import type { FastifyInstance } from 'fastify';
import { selectInterlocutorNickname, type RequestRow } from './search-queries';

const statusOf: Record<RequestRow['status'], TInterlocutorSearch['status']> = {
  // Never shown: a draft is no search (selectLatestRequestOfTopic skips it).
  drafting: 'cancelled',
  searching: 'searching',
  accepted: 'connected',
  cancelled: 'cancelled',
  timed_out: 'timed_out',
  ended: 'ended',
};

/** A search as its owner sees it: the interlocutor appears only by their nickname. */
export async function presentSearch(
  app: FastifyInstance,
  request: RequestRow,
): Promise<TInterlocutorSearch> {
  return {
    request_id: request.id,
    topic_id: request.topicId,
    status: statusOf[request.status],
    deadline_at: request.status === 'searching' ? request.deadlineAt.toISOString() : null,
    nickname:
      request.status === 'accepted' && request.acceptedBy !== null
        ? await selectInterlocutorNickname(app.db, request.acceptedBy)
        : null,
  };
}
