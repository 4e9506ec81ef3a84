import type { FastifyInstance } from 'fastify';
import { claimDueSearches, moveRequest, type RequestRow } from './search-queries';
import { publishOfferClosed, publishSearchState } from './search-events';

/**
 * Ends searches nobody accepted before their deadline: the owner is told no person is free
 * and the topic stays with the AI (it never left `ai` mode). Claimed with SKIP LOCKED, so
 * several instances (and the in-process timer) never end one twice. Answers how many.
 */
export async function expireSearches(app: FastifyInstance, requestId?: number): Promise<number> {
  const expired = await app.db.transaction(async (tx) => {
    const due = await claimDueSearches(tx, requestId);
    const moved: RequestRow[] = [];
    for (const request of due) {
      const row = await moveRequest(tx, request.id, 'searching', {
        status: 'timed_out',
        resolvedAt: new Date(),
      });
      if (row) moved.push(row);
    }
    return moved;
  });
  for (const request of expired) {
    await publishSearchState(app, request, 'timed_out');
    await publishOfferClosed(app, request, 'timed_out');
    app.notices.announce({ kind: 'offer_closed', requestId: request.id });
    app.notices.announce({
      kind: 'search_timeout',
      topicId: request.topicId,
      ownerId: request.ownerId,
    });
  }
  return expired.length;
}
