import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

const maxDepth = 20;

/** A surrogate half without its partner: JavaScript holds it, UTF-8 (and so no database) can't. */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether text can be stored as it came: no NUL (PostgreSQL refuses it), valid UTF-16. */
function isStorable(text: string): boolean {
  return !text.includes('\u0000') && !loneSurrogate.test(text);
}

/** The dotted path of the first text that cannot be stored (a key counts as its value's), or undefined. */
function findUnstorableText(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return isStorable(value) ? undefined : path || '_';
  if (depth > maxDepth || value === null || typeof value !== 'object') return undefined;
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key;
    if (!isStorable(key)) return path || '_';
    const found = findUnstorableText(child, childPath, depth + 1);
    if (found) return found;
  }
  return undefined;
}

function unstorableField(request: FastifyRequest): string | undefined {
  return (
    findUnstorableText(request.params, '') ??
    findUnstorableText(request.query, '') ??
    findUnstorableText(request.body, '')
  );
}

function refuse(field: string): AppError {
  return new AppError(422, 'errors.invalidValue', {
    code: 'INVALID_CHARACTERS',
    fields: { [field]: ['errors.invalidValue'] },
  });
}

/**
 * Text that cannot be stored — a NUL character (PostgreSQL refuses it) or a lone surrogate
 * half (not UTF-8) — is never legitimate input here: every route answers 422 for it, naming
 * the field, before validation, whatever its schema says; for every body kind (JSON, form,
 * and multipart fields, which a route reads in its own preValidation: so the body is looked
 * at again just before the handler).
 */
async function inputGuardPlugin(app: FastifyInstance) {
  // Synchronous hooks (a throw is Fastify's error too): no promise per request (decision 702).
  app.addHook('preValidation', (request, _reply, done) => {
    const field = unstorableField(request);
    if (field) throw refuse(field);
    done();
  });
  app.addHook('preHandler', (request, _reply, done) => {
    const field = findUnstorableText(request.body, '');
    if (field) throw refuse(field);
    done();
  });
}

export default fp(inputGuardPlugin, { name: 'input-guard' });
