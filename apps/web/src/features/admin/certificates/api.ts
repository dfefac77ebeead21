// The admin console's certificates: the searched list, revoke, re-issue and the signatories. Every key starts with
// ['admin', 'certificates']; a change refreshes them all (and the audit log).
import {
  adminCertificates,
  type CertificateStatus,
  type ReissueCertificateBody,
  type RevokeCertificateBody,
  type SignatoriesBody,
} from '@portal/contract';
import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { read, write } from '#web/lib/api.ts';

export const certificateKeys = {
  all: ['admin', 'certificates'] as const,
  list: (filter: { page: number; q: string; status: CertificateStatus | undefined }) =>
    ['admin', 'certificates', 'list', filter] as const,
  signatories: ['admin', 'certificates', 'signatories'] as const,
};

const AFTER_CHANGE = [certificateKeys.all, ['admin', 'audit']] as const;

export function certificatesOptions(filter: { page: number; q: string; status: CertificateStatus | undefined }) {
  return queryOptions({
    queryKey: certificateKeys.list(filter),
    queryFn: ({ signal }) =>
      read(adminCertificates.list, {
        query: {
          page: String(filter.page),
          ...(filter.q ? { q: filter.q } : {}),
          ...(filter.status ? { status: filter.status } : {}),
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function signatoriesOptions() {
  return queryOptions({
    queryKey: certificateKeys.signatories,
    queryFn: ({ signal }) => read(adminCertificates.signatories, { signal }),
  });
}

export function useRevokeCertificate() {
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: RevokeCertificateBody }) =>
      write(adminCertificates.revoke, { params: { id }, body, invalidate: AFTER_CHANGE }),
  });
}

export function useReissueCertificate() {
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ReissueCertificateBody }) =>
      write(adminCertificates.reissue, { params: { id }, body, invalidate: AFTER_CHANGE }),
  });
}

export function useSaveSignatories() {
  return useMutation({
    mutationFn: (body: SignatoriesBody) => write(adminCertificates.saveSignatories, { body, invalidate: AFTER_CHANGE }),
  });
}
