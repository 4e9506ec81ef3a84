import type { FastifyInstance } from 'fastify';
import attachmentsRoutes from './attachments/attachments-routes';
import blocksRoutes from './blocks/blocks-routes';
import { closeIdleTopics } from './close-idle-topics';
import membershipRoutes from './membership-routes';
import messagesRoutes from './messages-routes';
import privacyRoutes from './privacy/privacy-routes';
import receiptsRoutes from './receipts/receipts-routes';
import { purgeClosedTopicMessages } from './purge-closed-messages';
import realtimeRoutes from './realtime/realtime-routes';
import roomsRoutes from './rooms-routes';
import topicsRoutes from './topics-routes';

/** The chat module (mounted under /api): rooms, topics, messages, reports, the WebSocket. */
export default async function chatRoutes(app: FastifyInstance) {
  await app.register(roomsRoutes);
  await app.register(topicsRoutes);
  await app.register(membershipRoutes);
  await app.register(privacyRoutes);
  await app.register(receiptsRoutes);
  await app.register(messagesRoutes);
  await app.register(attachmentsRoutes);
  await app.register(realtimeRoutes);
  await app.register(blocksRoutes);

  // "No history": topics idle for the retention period close, and messages of closed topics
  // go after the retention period.
  app.schedule('chat:purge-closed-messages', 15 * 60_000, async () => {
    const closed = await closeIdleTopics(app);
    if (closed > 0) app.log.info({ closed }, 'closed idle topics');
    const deleted = await purgeClosedTopicMessages(app);
    if (deleted > 0) app.log.info({ deleted }, 'deleted messages of closed topics');
  });
}
