import {
  ZAdminBundleSchema,
  ZAdminCurrencySchema,
  ZAdminFaqSchema,
  ZAdminLanguageSchema,
  ZAdminRoomSchema,
  ZAdminSocialLinkSchema,
  ZAdminStaticPageSchema,
  ZAdminTranslationRowSchema,
  ZHtmlPreviewSchema,
  adminPage,
  okEnvelope,
  type TAdminTranslationInput,
} from '@parlor/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

/** The console's content calls (`/api/admin/content/...`): lists, save, delete, texts, preview. */

/** The row of each content resource, by its path. */
const contentItems = {
  rooms: ZAdminRoomSchema,
  bundles: ZAdminBundleSchema,
  currencies: ZAdminCurrencySchema,
  languages: ZAdminLanguageSchema,
  faq: ZAdminFaqSchema,
  'static-pages': ZAdminStaticPageSchema,
  'social-links': ZAdminSocialLinkSchema,
} as const;

export type ContentPath = keyof typeof contentItems;
/** One row of the content resource at `path`. */
export type ContentItem<TPath extends ContentPath> = z.infer<(typeof contentItems)[TPath]>;

const contentKey = (path: ContentPath) => ['admin', 'content', path] as const;

/** Every row of one content resource (these lists stay small). */
export function useContentList<TPath extends ContentPath>(path: TPath) {
  return useQuery({
    queryKey: contentKey(path),
    queryFn: async (): Promise<ContentItem<TPath>[]> =>
      (
        await api.get(`/admin/content/${path}`, {
          schema: okEnvelope(z.object({ items: z.array(contentItems[path]) })),
        })
      ).payload.items,
  });
}

/** The code of the default currency (bundle prices and rates are in it), once loaded. */
export function useDefaultCurrency(): string {
  const currencies = useContentList('currencies').data ?? [];
  return currencies.find((row) => row.is_default)?.code ?? '';
}

/** Creates (no id) or changes (id) one row; the public site data is refetched after it. */
export function useSaveContent(path: ContentPath) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | null; body: Record<string, unknown> }) =>
      id === null
        ? api.post(`/admin/content/${path}`, { body })
        : api.put(`/admin/content/${path}/${id}`, { body }),
    onSuccess: () => invalidateContent(client, path),
  });
}

export function useDeleteContent(path: ContentPath) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => api.delete(`/admin/content/${path}/${id}`),
    onSuccess: () => invalidateContent(client, path),
  });
}

function invalidateContent(client: ReturnType<typeof useQueryClient>, path: ContentPath) {
  void client.invalidateQueries({ queryKey: contentKey(path) });
  // The console's own visitor-side caches (bundles, languages, FAQ, …) show the change too.
  void client.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'admin' });
}

export function useTranslationsPage(params: {
  language_id: number | undefined;
  q: string;
  missing: boolean;
  page: number;
}) {
  return useQuery({
    queryKey: ['admin', 'content', 'translations', params],
    queryFn: async () =>
      (
        await api.get('/admin/content/translations', {
          query: {
            language_id: params.language_id ?? 0,
            page: params.page,
            missing: params.missing ? 1 : 0,
            ...(params.q ? { q: params.q } : {}),
          },
          schema: okEnvelope(adminPage(ZAdminTranslationRowSchema)),
        })
      ).payload,
    enabled: params.language_id !== undefined,
    placeholderData: keepPreviousData,
  });
}

export function useSaveTranslation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: TAdminTranslationInput) =>
      (
        await api.put('/admin/content/translations', {
          body: input,
          schema: okEnvelope(ZAdminTranslationRowSchema),
        })
      ).payload,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: contentKey('languages') });
      void client.invalidateQueries({ queryKey: ['admin', 'content', 'translations'] });
    },
  });
}

/** HTML as the server's sanitiser leaves it (the page preview). */
export async function previewHtml(html: string): Promise<string> {
  return (
    await api.post('/admin/content/html-preview', {
      body: { html },
      schema: okEnvelope(ZHtmlPreviewSchema),
    })
  ).payload.html;
}
