import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

const maxDepth = 20;

/** The dotted path of the first string holding a NUL character, or undefined. */
function findNulCharacter(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '_' : undefined;
  if (depth > maxDepth || value === null || typeof value !== 'object') return undefined;
  for (const [key, child] of Object.entries(value)) {
    const found = findNulCharacter(child, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * Text with a NUL character cannot be stored (PostgreSQL refuses it) and is never
 * legitimate input here: every route answers 422 for it, naming the field, before
 * validation, whatever its schema says.
 */
async function inputGuardPlugin(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const field =
      findNulCharacter(request.params, '') ??
      findNulCharacter(request.query, '') ??
      findNulCharacter(request.body, '');
    if (field) {
      throw new AppError(422, 'errors.invalidValue', {
        code: 'INVALID_CHARACTERS',
        fields: { [field]: ['errors.invalidValue'] },
      });
    }
  });
}

export default fp(inputGuardPlugin, { name: 'input-guard' });
