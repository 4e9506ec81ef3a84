import type { FastifyRequest } from 'fastify';

/** Query parameters whose values never reach the logs (reset and verification links). */
const maskedParameters = new Set(['token', 'email']);

/**
 * The URL with the values of `token` and `email` query parameters replaced by
 * `[redacted]`, e.g. `/reset-password?token=[redacted]&email=[redacted]`. Everything else
 * (path, other parameters, their order) stays as it came.
 */
export function redactLogUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const rawName = equals === -1 ? pair : pair.slice(0, equals);
      return maskedParameters.has(parameterName(rawName)) ? `${rawName}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, queryStart)}?${query}`;
}

function parameterName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' ')).trim().toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value;
}

/** The request as Fastify logs it by default, with `redactLogUrl` applied to the URL. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactLogUrl(request.url),
    version: headerValue(request.headers['accept-version']),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
