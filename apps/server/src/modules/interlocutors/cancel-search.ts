import type { FastifyInstance } from 'fastify';
import { interlocutorErrors } from './interlocutor-errors';
import { publishOfferClosed, publishSearchState } from './search-events';
import { clearSearchTimer } from './search-timers';
import { moveRequest, selectOpenRequestOfTopic, type RequestRow } from './search-queries';

/** The owner stops looking for a person; the topic simply stays with the AI. */
export async function cancelSearch(
  app: FastifyInstance,
  { topicId }: { topicId: number },
): Promise<RequestRow> {
  const open = await selectOpenRequestOfTopic(app.db, topicId);
  if (open?.status !== 'searching') throw interlocutorErrors.noSearch();
  const cancelled = await moveRequest(app.db, open.id, 'searching', {
    status: 'cancelled',
    resolvedAt: new Date(),
  });
  if (!cancelled) throw interlocutorErrors.noSearch();
  clearSearchTimer(app, cancelled.id);
  await publishSearchState(app, cancelled, 'cancelled');
  await publishOfferClosed(app, cancelled, 'cancelled');
  app.notices.announce({ kind: 'offer_closed', requestId: cancelled.id });
  return cancelled;
}
