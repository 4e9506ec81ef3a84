import type { FastifyInstance } from 'fastify';
import { storeSeatLines } from '../chat/seat-lines';
import { interlocutorErrors } from './interlocutor-errors';
import { announceSearchEnd } from './search-events';
import { clearSearchTimer } from './search-timers';
import { moveRequest, selectOpenRequestOfTopic, type RequestRow } from './search-queries';

/**
 * The owner stops looking for a person; the topic simply stays with the AI. The conversation
 * says so in a stored line, so the page reads the same after a reload — unless the seat's own
 * lines already tell what happened (`withLine: false`: a guest left or was removed while a
 * search from before they sat down was still open).
 */
export async function cancelSearch(
  app: FastifyInstance,
  { topicId, withLine = true }: { topicId: number; withLine?: boolean },
): Promise<RequestRow> {
  const { cancelled, lines } = await app.db.transaction(async (tx) => {
    const open = await selectOpenRequestOfTopic(tx, topicId);
    if (open?.status !== 'searching') throw interlocutorErrors.noSearch();
    const moved = await moveRequest(tx, open.id, 'searching', {
      status: 'cancelled',
      resolvedAt: new Date(),
    });
    if (!moved) throw interlocutorErrors.noSearch();
    const lines = withLine ? await storeSeatLines(tx, topicId, ['searchStopped']) : [];
    return { cancelled: moved, lines };
  });
  clearSearchTimer(app, cancelled.id);
  await announceSearchEnd(app, cancelled, 'cancelled', lines);
  app.notices.announce({ kind: 'offer_closed', requestId: cancelled.id });
  return cancelled;
}

/** Ends the topic's search for a person if one is running; nothing when there is none. */
export async function cancelSearchIfRunning(
  app: FastifyInstance,
  options: { topicId: number; withLine?: boolean },
): Promise<void> {
  const open = await selectOpenRequestOfTopic(app.db, options.topicId);
  if (open?.status === 'searching') await cancelSearch(app, options);
}
