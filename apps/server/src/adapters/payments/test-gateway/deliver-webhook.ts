import type { FastifyBaseLogger } from 'fastify';
import type { TTestGatewayEvent } from './events';
import { signatureHeader, signPayload } from './signature';

const attemptDelaysMs = [0, 300, 1500];
const timeoutMs = 10_000;

/**
 * Posts one signed event to the shop's webhook endpoint, retrying network failures and
 * 5xx answers a few times. Answers whether the shop accepted it. A redelivery of the same
 * event (same id) is harmless: the shop records event ids.
 */
export async function deliverWebhook(options: {
  url: string;
  secret: string;
  event: TTestGatewayEvent;
  log: FastifyBaseLogger;
}): Promise<boolean> {
  const body = JSON.stringify(options.event);
  for (const delayMs of attemptDelaysMs) {
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    try {
      const response = await fetch(options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Parlor-TestGateway/1.0',
          [signatureHeader]: signPayload(options.secret, body),
        },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.arrayBuffer();
      if (response.ok) return true;
      options.log.warn(
        { status: response.status, eventId: options.event.id },
        'test gateway webhook refused',
      );
      if (response.status < 500) return false;
    } catch (error) {
      options.log.warn({ err: error, eventId: options.event.id }, 'test gateway webhook failed');
    }
  }
  return false;
}
