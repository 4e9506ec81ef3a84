import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';

export const sessionCookieName = 'parlor_session';
export const xsrfCookieName = 'XSRF-TOKEN';
export const xsrfHeaderName = 'x-xsrf-token';

/** Secure cookies whenever the app is reached over HTTPS (directly or behind a trusted proxy). */
export function isSecureRequest(request: FastifyRequest, publicUrl: string): boolean {
  return request.protocol === 'https' || publicUrl.startsWith('https://');
}

/** A sign-in cookie for the whole site, SameSite=Lax, Secure behind HTTPS, kept `maxDays`. */
function signInCookieOptions(
  request: FastifyRequest,
  publicUrl: string,
  maxDays: number,
  httpOnly: boolean,
): CookieSerializeOptions {
  return {
    path: '/',
    httpOnly,
    sameSite: 'lax',
    secure: isSecureRequest(request, publicUrl),
    maxAge: maxDays * 86_400,
  };
}

/** The session cookie: HttpOnly, SameSite=Lax, Secure behind HTTPS. */
export function sessionCookieOptions(
  request: FastifyRequest,
  publicUrl: string,
  maxDays: number,
): CookieSerializeOptions {
  return signInCookieOptions(request, publicUrl, maxDays, true);
}

/** The XSRF-TOKEN cookie is readable by the page's script, which echoes it in X-XSRF-TOKEN. */
export function xsrfCookieOptions(
  request: FastifyRequest,
  publicUrl: string,
  maxDays: number,
): CookieSerializeOptions {
  return signInCookieOptions(request, publicUrl, maxDays, false);
}
