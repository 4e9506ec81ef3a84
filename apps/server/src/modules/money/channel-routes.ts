import { ZChannelStatusSchema, okEnvelope } from '@parlor/contracts';
import { translate } from '@parlor/contracts/i18n';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope';
import { typed } from '../../lib/typed';
import { currentUser } from '../../plugins/auth/auth';
import { buyChannelStatus } from './buy-channel-status';

/** Channel status, bought with points. */
export default async function channelRoutes(app: FastifyInstance) {
  typed(app).post(
    '/user/become-channel',
    {
      preValidation: app.requireVerifiedUser,
      schema: {
        tags: ['money'],
        summary: 'Buy (or extend) channel status with points',
        response: { 200: okEnvelope(ZChannelStatusSchema) },
      },
    },
    async (request) => {
      const status = await buyChannelStatus(app, currentUser(request).id);
      return ok(status, translate(request.lang, 'money.success.channelPurchased'));
    },
  );
}
