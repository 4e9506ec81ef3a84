import { depositFailureReasons } from '@parlor/contracts';
import { z } from 'zod';

/** The webhook body the test gateway posts: one event per finished checkout. */
export const ZTestGatewayEventSchema = z.object({
  id: z.string().min(1).max(255),
  type: z.enum(['checkout.succeeded', 'checkout.failed', 'checkout.cancelled']),
  /** Unix seconds. */
  created: z.number().int(),
  data: z.object({
    checkout_id: z.string().min(1).max(64),
    deposit_id: z.number().int().positive(),
    amount_minor: z.number().int().positive(),
    currency: z.string().length(3),
    failure_code: z.enum(depositFailureReasons).nullable(),
  }),
});
export type TTestGatewayEvent = z.infer<typeof ZTestGatewayEventSchema>;

/** Where the gateway posts its webhooks, below the server's base URL. */
export const testGatewayWebhookPath = '/api/payments/webhooks/test-gateway';
