import {
  ZAdminLedgerRowSchema,
  ZAdminReportQueueItemSchema,
  ZAdminSettingsSchema,
  ZAdminUserDetailSchema,
  ZAdminUserRowSchema,
  ZAuditRowSchema,
  ZDashboardSchema,
  adminPage,
  okEnvelope,
  type TAdminSettingsUpdate,
  type THandleReportRequest,
  type TBlockUserRequest,
  type TSetUserRoleRequest,
} from '@parlor/contracts';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

/** The console's own calls (dashboard, settings, users, reports, audit log). */

export type ListParams = Record<string, string | number | undefined>;

function clean(params: ListParams): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== undefined && value !== ''),
  ) as Record<string, string | number>;
}

export const dashboardQuery = queryOptions({
  queryKey: ['admin', 'dashboard'],
  queryFn: async () =>
    (await api.get('/admin/dashboard', { schema: okEnvelope(ZDashboardSchema) })).payload,
  refetchInterval: 60_000,
});

export const settingsQuery = queryOptions({
  queryKey: ['admin', 'settings'],
  queryFn: async () =>
    (await api.get('/admin/settings', { schema: okEnvelope(ZAdminSettingsSchema) })).payload
      .settings,
});

export function useSaveSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (changes: TAdminSettingsUpdate) =>
      (
        await api.put('/admin/settings', {
          body: changes,
          schema: okEnvelope(ZAdminSettingsSchema),
        })
      ).payload.settings,
    onSuccess: (settings) => {
      client.setQueryData(settingsQuery.queryKey, settings);
      void client.invalidateQueries({ queryKey: ['settings'] });
    },
  });
}

export function useAdminUsers(params: ListParams) {
  return useQuery({
    queryKey: ['admin', 'users', params],
    queryFn: async () =>
      (
        await api.get('/admin/users', {
          query: clean(params),
          schema: okEnvelope(adminPage(ZAdminUserRowSchema)),
        })
      ).payload,
    placeholderData: keepPreviousData,
  });
}

export function useAdminUser(userId: number) {
  return useQuery({
    queryKey: ['admin', 'user', userId],
    queryFn: async () =>
      (await api.get(`/admin/users/${userId}`, { schema: okEnvelope(ZAdminUserDetailSchema) }))
        .payload,
  });
}

export function useAdminLedger(userId: number, params: ListParams, enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'user', userId, 'ledger', params],
    queryFn: async () =>
      (
        await api.get(`/admin/users/${userId}/ledger`, {
          query: clean(params),
          schema: okEnvelope(adminPage(ZAdminLedgerRowSchema)),
        })
      ).payload,
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useBlockUser(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { block: TBlockUserRequest } | { unblock: { reason: string } }) =>
      'block' in input
        ? api.post(`/admin/users/${userId}/block`, { body: input.block })
        : api.post(`/admin/users/${userId}/unblock`, { body: input.unblock }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}

/** An admin gives or takes the moderator role (`POST /api/admin/users/{id}/role`). */
export function useSetUserRole(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: TSetUserRoleRequest) =>
      api.post(`/admin/users/${userId}/role`, { body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export function useAdminReports(params: ListParams) {
  return useQuery({
    queryKey: ['admin', 'reports', params],
    queryFn: async () =>
      (
        await api.get('/admin/reports', {
          query: clean(params),
          schema: okEnvelope(adminPage(ZAdminReportQueueItemSchema)),
        })
      ).payload,
    placeholderData: keepPreviousData,
  });
}

export function useHandleReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id: number; input: THandleReportRequest }) =>
      api.post(`/admin/reports/${id}/handle`, {
        body: input,
        schema: okEnvelope(z.object({ id: z.number() })),
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export function useAuditLog(params: ListParams) {
  return useQuery({
    queryKey: ['admin', 'audit', params],
    queryFn: async () =>
      (
        await api.get('/admin/audit-log', {
          query: clean(params),
          schema: okEnvelope(adminPage(ZAuditRowSchema)),
        })
      ).payload,
    placeholderData: keepPreviousData,
  });
}
