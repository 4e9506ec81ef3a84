import { ZContentIdParamsSchema, contentErrorCodes } from '@parlor/contracts';
import type { TMessageKey } from '@parlor/contracts/i18n';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { okRoutes } from '../../lib/ok-routes';
import { isUniqueViolation } from '../accounts/queries';
import { applyContentChange } from './content-change';

/**
 * One kind of site content the console edits (rooms, bundles, FAQ, …): how to list, load,
 * write and remove it. Presented rows are also the audit's before → after.
 */
export interface ContentResource<Input, Item> {
  /** Path under /api/admin/content, e.g. `rooms`. */
  path: string;
  /** Audit object type and action prefix, e.g. `room` → `room.update`. */
  objectType: string;
  /** Plural noun for the OpenAPI summaries. */
  noun: string;
  input: z.ZodType<Input>;
  item: z.ZodType<Item>;
  list(db: Executor): Promise<Item[]>;
  load(db: Executor, id: number): Promise<Item | undefined>;
  /** Inserts the row (after any checks that answer 409/422) and answers its id. */
  insert(tx: Executor, input: Input): Promise<number>;
  update(tx: Executor, id: number, input: Input, current: Item): Promise<void>;
  /** Deletes the row, or throws 409 when something still refers to it. */
  remove(tx: Executor, id: number, current: Item): Promise<void>;
  /**
   * The field a unique index guards (code, slug): a save the index refuses — a taken value,
   * also when two saves race — is answered as a 422 under that field.
   */
  unique?: { field: string; message: TMessageKey };
}

/** Registers list, create, update and delete of one content resource (admins only, audited). */
export function registerContentResource<Input, Item>(
  app: FastifyInstance,
  resource: ContentResource<Input, Item>,
) {
  const route = okRoutes(app, { tags: ['admin'], guard: app.requireAdmin });
  const base = `/admin/content/${resource.path}`;
  const { objectType, noun } = resource;
  const loadOrFail = async (db: Executor, id: number) => {
    const current = await resource.load(db, id);
    if (current === undefined) throw AppError.notFound();
    return current;
  };
  /**
   * Runs one audited change (`<objectType>.<verb>`) and answers its result. A save the
   * unique index refuses — a taken value, also when two saves race — is a 422 under its field.
   */
  const change = async <T>(
    request: FastifyRequest,
    verb: 'create' | 'update' | 'delete',
    work: (tx: Executor) => Promise<{ result: T; objectId: number; before?: Item; after?: Item }>,
  ) => {
    try {
      return ok(
        await applyContentChange(app, request, async (tx) => {
          const { result, ...audit } = await work(tx);
          return { result, audit: { action: `${objectType}.${verb}`, objectType, ...audit } };
        }),
      );
    } catch (error) {
      if (resource.unique && isUniqueViolation(error)) {
        throw AppError.field(resource.unique.field, resource.unique.message);
      }
      throw error;
    }
  };

  route.get(
    base,
    {
      summary: `All ${noun}, every language (admin)`,
      answer: z.object({ items: z.array(resource.item) }),
    },
    async () => ok({ items: await resource.list(app.db) }),
  );

  route.post(
    base,
    {
      summary: `Create one of the ${noun}; audited, seen on every instance at once (admin)`,
      body: resource.input,
      answer: resource.item,
    },
    async (request) =>
      change(request, 'create', async (tx) => {
        const id = await resource.insert(tx, request.body as Input);
        const created = await loadOrFail(tx, id);
        return { result: created, objectId: id, after: created };
      }),
  );

  route.put(
    `${base}/:id`,
    {
      summary: `Change one of the ${noun}; audited before → after (admin)`,
      params: ZContentIdParamsSchema,
      body: resource.input,
      answer: resource.item,
    },
    async (request) =>
      change(request, 'update', async (tx) => {
        const { id } = request.params;
        const before = await loadOrFail(tx, id);
        await resource.update(tx, id, request.body as Input, before);
        const after = await loadOrFail(tx, id);
        return { result: after, objectId: id, before, after };
      }),
  );

  route.delete(
    `${base}/:id`,
    {
      summary: `Delete one of the ${noun}; 409 while it is in use (admin, audited)`,
      params: ZContentIdParamsSchema,
      answer: z.object({ id: z.number().int() }),
    },
    async (request) =>
      change(request, 'delete', async (tx) => {
        const { id } = request.params;
        const before = await loadOrFail(tx, id);
        await resource.remove(tx, id, before);
        return { result: { id }, objectId: id, before };
      }),
  );
}

/** 409 with a stable code: the thing is still used and cannot be deleted. */
export function inUse(key: TMessageKey, params?: Record<string, string | number>): AppError {
  return new AppError(409, key, { code: contentErrorCodes.inUse, params });
}
