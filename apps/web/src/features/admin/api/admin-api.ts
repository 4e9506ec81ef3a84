import {
  ZAdminLedgerRowSchema,
  ZAdminReportQueueItemSchema,
  ZAdminSettingsSchema,
  ZAdminUserDetailSchema,
  ZAdminUserRowSchema,
  ZAuditRowSchema,
  ZDashboardSchema,
  okEnvelope,
  type TAdminSettingsUpdate,
  type THandleReportRequest,
  type TBlockUserRequest,
  type TSetUserRoleRequest,
} from '@parlor/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { useAdminAction, useAdminPage, type ListParams } from './admin-queries';

/** The console's own calls (dashboard, settings, users, reports, audit log). */

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
  return useAdminPage({
    queryKey: ['admin', 'users'],
    path: '/admin/users',
    item: ZAdminUserRowSchema,
    params,
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
  return useAdminPage({
    queryKey: ['admin', 'user', userId, 'ledger'],
    path: `/admin/users/${userId}/ledger`,
    item: ZAdminLedgerRowSchema,
    params,
    enabled,
  });
}

export function useBlockUser(userId: number) {
  return useAdminAction(
    async (input: { block: TBlockUserRequest } | { unblock: { reason: string } }) =>
      'block' in input
        ? api.post(`/admin/users/${userId}/block`, { body: input.block })
        : api.post(`/admin/users/${userId}/unblock`, { body: input.unblock }),
  );
}

/** An admin gives or takes the moderator role (`POST /api/admin/users/{id}/role`). */
export function useSetUserRole(userId: number) {
  return useAdminAction(async (input: TSetUserRoleRequest) =>
    api.post(`/admin/users/${userId}/role`, { body: input }),
  );
}

export function useAdminReports(params: ListParams) {
  return useAdminPage({
    queryKey: ['admin', 'reports'],
    path: '/admin/reports',
    item: ZAdminReportQueueItemSchema,
    params,
  });
}

export function useHandleReport() {
  return useAdminAction(async ({ id, input }: { id: number; input: THandleReportRequest }) =>
    api.post(`/admin/reports/${id}/handle`, {
      body: input,
      schema: okEnvelope(z.object({ id: z.number() })),
    }),
  );
}

export function useAuditLog(params: ListParams) {
  return useAdminPage({
    queryKey: ['admin', 'audit'],
    path: '/admin/audit-log',
    item: ZAuditRowSchema,
    params,
  });
}
