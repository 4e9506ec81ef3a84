import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Notice } from '../../plugins/notices';
import { notifyAccount, notifySafetyAlert } from './account-notices';
import {
  clearReadTopic,
  notifyMessage,
  notifySearchTimeout,
  notifySeat,
} from './conversation-notices';
import { dropExpiredDeliveries } from './delivery-queries';
import { notifyOffer, withdrawOffer } from './offer-notices';
import { createPushWorker, type PushWorker } from './push-worker';

declare module 'fastify' {
  interface FastifyInstance {
    pushWorker: PushWorker;
  }
}

/** How often every instance looks for due push messages (retries, a dead instance's). */
const sweepIntervalMs = 5000;

/** Turns the notices of the other modules into push messages and e-mails. */
async function notificationsPlugin(app: FastifyInstance) {
  const worker = createPushWorker(app);
  app.decorate('pushWorker', worker);

  app.notices.listen(async (notice: Notice) => {
    switch (notice.kind) {
      case 'offer':
        return notifyOffer(app, worker, notice);
      case 'offer_closed':
        return withdrawOffer(app, worker, notice);
      case 'message':
        return notifyMessage(app, worker, notice);
      case 'seat':
        return notifySeat(app, worker, notice);
      case 'search_timeout':
        return notifySearchTimeout(app, worker, notice);
      case 'topic_read':
        return clearReadTopic(app, worker, notice);
      case 'safety_alert':
        return notifySafetyAlert(app, worker);
      default:
        return notifyAccount(app, worker, notice);
    }
  });

  app.schedule('push-deliveries', sweepIntervalMs, async () => {
    await dropExpiredDeliveries(app.db);
    await worker.sweep();
  });
  app.addHook('onClose', async () => {
    await app.notices.idle();
    await worker.idle();
  });
}

export default fp(notificationsPlugin, {
  name: 'notifications',
  dependencies: ['notices', 'scheduler'],
});
