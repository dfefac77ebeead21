// The audit log page: a page of admin changes, newest first, with its filters (read only).
import { type AuditAction, type AuditEntity, adminAudit } from '@portal/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { read } from '#web/lib/api.ts';

export interface AuditFilter {
  entity?: AuditEntity | undefined;
  action?: AuditAction | undefined;
  page: number;
}

export function auditOptions(filter: AuditFilter) {
  return queryOptions({
    queryKey: ['admin', 'audit', filter] as const,
    queryFn: ({ signal }) =>
      read(adminAudit.list, {
        query: {
          page: String(filter.page),
          ...(filter.entity ? { entity: filter.entity } : {}),
          ...(filter.action ? { action: filter.action } : {}),
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
