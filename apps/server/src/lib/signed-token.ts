import { hmacSha256, safeEqual } from './hash';

/**
 * A capability signed with APP_SECRET: `<fields joined by .>.<expiry seconds>.<hmac>`. The
 * push actions (accept or decline an offer from the notification, where the worker has no
 * CSRF cookie) and the e-mails' unsubscribe links carry one instead of a session.
 */
export function signToken(
  secret: string,
  purpose: string,
  fields: (string | number)[],
  expiresAt: Date,
): string {
  const body = [...fields, Math.ceil(expiresAt.getTime() / 1000)].join('.');
  return `${body}.${hmacSha256(secret, `${purpose}:${body}`).slice(0, 32)}`;
}

/** The token's fields when its signature holds and it has not expired, else undefined. */
export function readToken(
  secret: string,
  purpose: string,
  token: string,
  fieldCount: number,
  now = new Date(),
): string[] | undefined {
  const parts = token.split('.');
  if (parts.length !== fieldCount + 2) return undefined;
  const signature = parts.pop() ?? '';
  const body = parts.join('.');
  if (!safeEqual(signature, hmacSha256(secret, `${purpose}:${body}`).slice(0, 32))) {
    return undefined;
  }
  const expiresAtSeconds = Number(parts.pop());
  if (!Number.isFinite(expiresAtSeconds) || expiresAtSeconds * 1000 < now.getTime()) {
    return undefined;
  }
  return parts;
}
