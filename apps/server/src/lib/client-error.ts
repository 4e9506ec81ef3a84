import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { translate, fallbackLanguage, type TMessageKey } from '@parlor/contracts/i18n';

/** What Node's HTTP parser reports when a request head cannot be read. */
function answerFor(code: string | undefined): { status: number; key: TMessageKey } {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, key: 'requests.headersTooLarge' };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, key: 'requests.timeout' };
    case 'HPE_INVALID_URL':
      return { status: 400, key: 'requests.badUrl' };
    default:
      return { status: 400, key: 'errors.badRequest' };
  }
}

/**
 * Fastify's `clientErrorHandler`: a request whose head Node cannot parse (an address longer
 * than the header limit, characters an address cannot hold, a timeout) never reaches Fastify,
 * so the envelope is written to the socket here — in English, as its headers were not read.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (!socket.writable) {
    socket.destroy(error);
    return;
  }
  const { status, key } = answerFor(error.code);
  const body = JSON.stringify({ status: 'ERROR', message: translate(fallbackLanguage, key) });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
}
