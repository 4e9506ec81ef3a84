import type { FastifyInstance } from 'fastify';
import { storeSeatLines } from '../chat/seat-lines';
import { interlocutorErrors } from './interlocutor-errors';
import { announceSearchEnd } from './search-events';
import { clearSearchTimer } from './search-timers';
import { moveRequest, selectOpenRequestOfTopic, type RequestRow } from './search-queries';

/**
 * The owner stops looking for a person; the topic simply stays with the AI. The conversation
 * says so in a stored line, so the page reads the same after a reload.
 */
export async function cancelSearch(
  app: FastifyInstance,
  { topicId }: { topicId: number },
): Promise<RequestRow> {
  const { cancelled, lines } = await app.db.transaction(async (tx) => {
    const open = await selectOpenRequestOfTopic(tx, topicId);
    if (open?.status !== 'searching') throw interlocutorErrors.noSearch();
    const moved = await moveRequest(tx, open.id, 'searching', {
      status: 'cancelled',
      resolvedAt: new Date(),
    });
    if (!moved) throw interlocutorErrors.noSearch();
    return { cancelled: moved, lines: await storeSeatLines(tx, topicId, ['searchStopped']) };
  });
  clearSearchTimer(app, cancelled.id);
  await announceSearchEnd(app, cancelled, 'cancelled', lines);
  app.notices.announce({ kind: 'offer_closed', requestId: cancelled.id });
  return cancelled;
}
