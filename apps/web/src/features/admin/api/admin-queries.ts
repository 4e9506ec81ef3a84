import { adminPage, okEnvelope } from '@parlor/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

/** The filters, sorting and page of a console list, as the query string sends them. */
export type ListParams = Record<string, string | number | undefined>;

/** The query string without the empty filters. */
function clean(params: ListParams): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== undefined && value !== ''),
  ) as Record<string, string | number>;
}

/**
 * One page of a console list (`{ items, meta }`), filtered by `params`; the page on screen
 * stays while the next one loads.
 */
export function useAdminPage<TItem extends z.ZodType>({
  queryKey,
  path,
  item,
  params,
  enabled,
}: {
  queryKey: readonly unknown[];
  path: string;
  item: TItem;
  params: ListParams;
  enabled?: boolean;
}) {
  return useQuery({
    queryKey: [...queryKey, params],
    queryFn: async () =>
      (await api.get(path, { query: clean(params), schema: okEnvelope(adminPage(item)) })).payload,
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** A page of a queue the server may answer as a bare list or as `items`/`data` with `meta`. */
interface LoosePage<TItem> {
  items?: TItem[];
  data?: TItem[];
  meta?: { last_page: number };
}

/**
 * One page of a console queue by state (`GET /api/admin/<queue>?status=&page=`), read
 * loosely: only the fields the console shows are typed by the caller.
 */
export function useAdminQueue<TItem>(queue: string, status: string, page: number) {
  return useQuery({
    queryKey: ['admin', queue, status, page],
    queryFn: async () => {
      const answer = (await api.get(`/admin/${queue}`, { query: { status, page } })) as {
        payload?: LoosePage<TItem> | TItem[];
      };
      const payload = answer.payload;
      if (Array.isArray(payload)) return { items: payload, meta: undefined };
      return { items: payload?.items ?? payload?.data ?? [], meta: payload?.meta };
    },
    placeholderData: keepPreviousData,
  });
}

/** An action of the console; once it succeeds, everything the console shows is fetched again. */
export function useAdminAction<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
