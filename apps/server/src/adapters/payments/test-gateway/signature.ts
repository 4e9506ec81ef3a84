import { createHmac } from 'node:crypto';
import { hmacSha256, safeEqual } from '../../../lib/hash';

/**
 * Webhook signatures of the built-in test gateway, shaped like Stripe's: the header
 * `Parlor-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.rawBody">`.
 */

export const signatureHeader = 'parlor-signature';

/** Events older (or newer) than this are refused, so a captured request cannot be replayed later. */
export const signatureToleranceSeconds = 300;

/** The shared secret, derived from APP_SECRET so that nothing else needs configuring. */
export function webhookSecret(appSecret: string): string {
  return hmacSha256(appSecret, 'parlor:test-gateway:webhook-secret');
}

function signatureOf(secret: string, timestamp: number, rawBody: Buffer | string): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');
}

/** The header value for a body signed now (or at `timestamp`). */
export function signPayload(
  secret: string,
  rawBody: Buffer | string,
  timestamp = Math.floor(Date.now() / 1000),
): string {
  return `t=${timestamp},v1=${signatureOf(secret, timestamp, rawBody)}`;
}

/** True when one of the header's v1 signatures matches the body and its time is recent. */
export function isValidSignature(
  secret: string,
  rawBody: Buffer,
  header: string | undefined,
  now = Math.floor(Date.now() / 1000),
): boolean {
  if (!header || header.length > 1000) return false;
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  if (!Number.isSafeInteger(timestamp)) return false;
  if (Math.abs(now - timestamp) > signatureToleranceSeconds) return false;
  const expected = signatureOf(secret, timestamp, rawBody);
  return parts.some(
    ([key, value]) => key === 'v1' && value !== undefined && safeEqual(value, expected),
  );
}
