import type { FastifyInstance } from 'fastify';
import applicationRoutes from './application-routes';
import { expireSearches } from './expire-searches';
import { freeAbandonedSeats } from './end-interlocutor-seat';
import matchingRoutes from './matching-routes';
import { presenceHeartbeatMs, refreshInterlocutorSockets } from './presence';
import { releaseDueEarnings } from './release-earnings';
import { clearAllSearchTimers } from './search-timers';

/**
 * The interlocutors module (mounted under /api): applications and their review, the
 * search for a person, the console, and the jobs behind them.
 */
export default async function interlocutorRoutes(app: FastifyInstance) {
  await app.register(applicationRoutes);
  await app.register(matchingRoutes);

  app.schedule('interlocutors:presence', presenceHeartbeatMs, () =>
    refreshInterlocutorSockets(app),
  );
  // Deadlines the in-process timers missed (restart, another instance) and seats of
  // interlocutors gone longer than the grace period.
  app.schedule('interlocutors:sweep', 5_000, async () => {
    await expireSearches(app);
    const freed = await freeAbandonedSeats(app);
    if (freed > 0) app.log.info({ freed }, 'freed seats of disconnected interlocutors');
  });
  app.schedule('interlocutors:release-earnings', 10 * 60_000, async () => {
    const released = await releaseDueEarnings(app);
    if (released > 0) app.log.info({ released }, 'released earnings after the hold period');
  });
  app.addHook('onClose', async () => clearAllSearchTimers(app));
}
