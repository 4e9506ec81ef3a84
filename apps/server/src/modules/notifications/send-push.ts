import webpush from 'web-push';
import type { VapidKeys } from '../../config-vapid';
import type { PushDeliveryRow, PushSubscriptionRow } from '../../db/schema';

/** What became of one push message. */
export type PushOutcome =
  | { kind: 'delivered' }
  /** 404/410: the subscription expired or was withdrawn; delete it. */
  | { kind: 'gone' }
  /** 429 or 5xx (or no answer): try again later, not before `retryAfterMs` if given. */
  | { kind: 'retry'; status: number; retryAfterMs: number | undefined }
  /** Any other refusal (400, 401, 413): trying again would not help. */
  | { kind: 'refused'; status: number };

/** How long one push service may take to answer. */
const pushTimeoutMs = 10_000;

/**
 * Encrypts the payload for the subscription (RFC 8291, aes128gcm) and signs the request
 * (VAPID, RFC 8292) with the web-push library, then posts it to the push service (RFC 8030)
 * with fetch: web-push's own sender speaks https only, fetch also reaches a stand-in on
 * http and gives us the answer's Retry-After.
 */
export async function sendPush(
  vapid: VapidKeys,
  subscription: Pick<PushSubscriptionRow, 'endpoint' | 'p256dh' | 'auth'>,
  delivery: Pick<PushDeliveryRow, 'payload' | 'ttl' | 'urgency' | 'subject'>,
): Promise<PushOutcome> {
  const details = webpush.generateRequestDetails(
    {
      endpoint: subscription.endpoint,
      keys: { p256dh: subscription.p256dh, auth: subscription.auth },
    },
    JSON.stringify(delivery.payload),
    {
      vapidDetails: vapid,
      TTL: delivery.ttl,
      urgency: delivery.urgency as webpush.Urgency,
      contentEncoding: 'aes128gcm',
      // One waiting message per conversation at the push service: a newer one replaces it.
      ...(delivery.payload.tag ? { topic: topicHeaderOf(delivery.payload.tag) } : {}),
    },
  );
  let response: Response;
  try {
    response = await fetch(details.endpoint, {
      method: details.method,
      headers: details.headers as Record<string, string>,
      // A copy as a plain Uint8Array: both the DOM and the Node typings take it as a body.
      body: details.body ? new Uint8Array(details.body) : undefined,
      signal: AbortSignal.timeout(pushTimeoutMs),
    });
    await response.arrayBuffer().catch(() => undefined);
  } catch {
    return { kind: 'retry', status: 0, retryAfterMs: undefined };
  }
  const { status } = response;
  if (status >= 200 && status < 300) return { kind: 'delivered' };
  if (status === 404 || status === 410) return { kind: 'gone' };
  if (status === 429 || status >= 500) {
    return {
      kind: 'retry',
      status,
      retryAfterMs: retryAfterMsOf(response.headers.get('retry-after')),
    };
  }
  return { kind: 'refused', status };
}

/** The Topic header: at most 32 characters of the URL-safe base64 alphabet. */
function topicHeaderOf(tag: string): string {
  return tag.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 32);
}

/** Retry-After as seconds or an HTTP date, in milliseconds from now. */
function retryAfterMsOf(value: string | null): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}
