import type { FastifyInstance } from 'fastify';
import applicationRoutes from './application-routes';
import { startEarningsRelease, stopEarningsRelease } from './earnings-release-timer';
import { expireSearches } from './expire-searches';
import { freeAbandonedSeats } from './end-interlocutor-seat';
import handoffRoutes from './handoff-routes';
import matchingRoutes from './matching-routes';
import { presenceHeartbeatMs, refreshInterlocutorSockets } from './presence';
import { clearAllSearchTimers } from './search-timers';

/**
 * The interlocutors module (mounted under /api): applications and their review, the
 * search for a person, the console, and the jobs behind them.
 */
export default async function interlocutorRoutes(app: FastifyInstance) {
  await app.register(applicationRoutes);
  await app.register(matchingRoutes);
  await app.register(handoffRoutes);

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
  // Held earnings become available at their due time (hold 0: within moments).
  app.addHook('onReady', async () => startEarningsRelease(app));
  app.addHook('onClose', async () => {
    clearAllSearchTimers(app);
    stopEarningsRelease(app);
  });
}
