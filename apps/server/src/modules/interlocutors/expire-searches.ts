import type { FastifyInstance } from 'fastify';
import type { MessageRow } from '../chat/message-rows';
import { storeSeatLines } from '../chat/seat-lines';
import { claimDueSearches, moveRequest, type RequestRow } from './search-queries';
import { announceSearchEnd } from './search-events';

/**
 * Ends searches nobody accepted before their deadline: the conversation says "Nobody was
 * free — the companion is here; try again later" in a stored line and the topic stays with
 * the AI (it never left `ai` mode). Claimed with SKIP LOCKED, so several instances (and the
 * in-process timer) never end one twice. Answers how many.
 */
export async function expireSearches(app: FastifyInstance, requestId?: number): Promise<number> {
  const expired = await app.db.transaction(async (tx) => {
    const due = await claimDueSearches(tx, requestId);
    const moved: { request: RequestRow; lines: MessageRow[] }[] = [];
    for (const request of due) {
      const row = await moveRequest(tx, request.id, 'searching', {
        status: 'timed_out',
        resolvedAt: new Date(),
      });
      if (row)
        moved.push({ request: row, lines: await storeSeatLines(tx, row.topicId, ['nobodyFree']) });
    }
    return moved;
  });
  for (const { request, lines } of expired) {
    await announceSearchEnd(app, request, 'timed_out', lines);
    app.notices.announce({ kind: 'offer_closed', requestId: request.id });
    app.notices.announce({
      kind: 'search_timeout',
      topicId: request.topicId,
      ownerId: request.ownerId,
    });
  }
  return expired.length;
}
