import { z } from 'zod';
import { maxRowId } from './constants';

/** Every call may carry the chosen currency and language (query for GET, body otherwise). */
export const ZRequestContextSchema = z.object({
  currency: z.string().max(8).optional(),
  lang_id: z.coerce.number().int().positive().optional(),
});

/** A positive integer id given in a path or query (strings are coerced). */
export const ZIdSchema = z.coerce.number().int().positive().max(maxRowId);

export const ZPageQuerySchema = z.object({
  page: z.coerce.number().int().positive().max(100_000).default(1),
});

export const ZPaginationMetaSchema = z.object({
  current_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  last_page: z.number().int(),
  from: z.number().int().nullable(),
  to: z.number().int().nullable(),
});
export type TPaginationMeta = z.infer<typeof ZPaginationMetaSchema>;

/** Builds pagination meta the way Laravel's paginator answers it. */
export function paginationMeta(page: number, perPage: number, total: number): TPaginationMeta {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const from = total === 0 ? null : (page - 1) * perPage + 1;
  const to = total === 0 ? null : Math.min(total, page * perPage);
  return {
    current_page: page,
    per_page: perPage,
    total,
    last_page: lastPage,
    from: from !== null && from > total ? null : from,
    to: from !== null && from > total ? null : to,
  };
}

/** A number field of a form: blank is left out (undefined), text is read as a number. */
export const numberOrUndefined = (value: unknown) => {
  if (value === '' || value === null || value === undefined) return undefined;
  if (typeof value === 'string') return Number(value.trim());
  return value;
};
