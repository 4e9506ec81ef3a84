import { idempotencyKeyHeader, ZClientKeySchema } from '@parlor/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';

/**
 * The client key of a send: the `Idempotency-Key` header or the body's `client_key` (both
 * UUIDs; when both are sent they must agree). Undefined when the client sent none.
 */
export function clientKeyOf(request: FastifyRequest, bodyKey: string | undefined) {
  const header = request.headers[idempotencyKeyHeader.toLowerCase()];
  if (header === undefined) return bodyKey;
  const parsed = ZClientKeySchema.safeParse(Array.isArray(header) ? header.join(',') : header);
  if (!parsed.success) throw AppError.field('client_key', 'chat.validation.clientKeyInvalid');
  if (bodyKey !== undefined && bodyKey !== parsed.data)
    throw AppError.field('client_key', 'chat.validation.clientKeyMismatch');
  return parsed.data;
}
