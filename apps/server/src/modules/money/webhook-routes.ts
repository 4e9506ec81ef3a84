import { okEnvelope } from '@parlor/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { WebhookVerificationError } from '../../adapters/payments';
import { testGatewayWebhookPath } from '../../adapters/payments/test-gateway/events';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { typed } from '../../lib/typed';
import { applyPaymentEvent } from './apply-payment-event';

const ZWebhookAnswerSchema = okEnvelope(
  z.object({ result: z.enum(['credited', 'failed', 'duplicate', 'unchanged']) }),
);

/**
 * The active provider's webhook endpoint: `/api/payments/webhooks/stripe` or
 * `/api/payments/webhooks/test-gateway`. Signatures are checked on the raw bytes, so this
 * plugin keeps JSON bodies as Buffers (the parser is scoped to this plugin only).
 */
export default async function webhookRoutes(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });

  const provider = app.payments;
  const path =
    provider.name === 'stripe'
      ? '/payments/webhooks/stripe'
      : testGatewayWebhookPath.replace(/^\/api/, '');

  typed(app).post(
    path,
    {
      config: { csrf: false },
      schema: {
        tags: ['money'],
        summary: `Signed payment events from ${provider.name === 'stripe' ? 'Stripe' : 'the test gateway'}`,
        response: { 200: ZWebhookAnswerSchema },
      },
    },
    async (request) => {
      const rawBody = request.body;
      if (!Buffer.isBuffer(rawBody)) {
        throw new AppError(400, 'money.errors.badWebhook', { code: 'BAD_WEBHOOK' });
      }
      let event;
      try {
        event = provider.parseWebhook(rawBody, request.headers);
      } catch (error) {
        if (!(error instanceof WebhookVerificationError)) throw error;
        request.log.warn({ reason: error.message }, 'payment webhook refused');
        throw error.reason === 'signature'
          ? new AppError(400, 'money.errors.badSignature', { code: 'BAD_SIGNATURE' })
          : new AppError(400, 'money.errors.badWebhook', { code: 'BAD_WEBHOOK' });
      }
      const result = await applyPaymentEvent(app, provider.name, event);
      request.log.info({ eventId: event.eventId, type: event.type, result }, 'payment webhook');
      return ok({ result });
    },
  );
}
