// The certificates feature's query keys, reads and the issuing call (docs/features.md, Certificates). Every key starts
// with ['certificates'].
import { adminCourseCertificates, coordinatorCertificates, participantCertificates } from '@portal/contract';
import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { read, write } from '#web/lib/api.ts';
import { notify } from '#web/lib/toast.ts';

/** Who issues: a course's coordinator or an admin (the same screen, each through its own calls). */
export type IssuerArea = 'coordinator' | 'admin';

const ENDPOINTS = { coordinator: coordinatorCertificates, admin: adminCourseCertificates } as const;

export const certificateKeys = {
  all: ['certificates'] as const,
  course: (area: IssuerArea, courseId: number, page: number) =>
    ['certificates', 'course', { area, courseId, page }] as const,
  mine: (page: number) => ['certificates', 'mine', { page }] as const,
};

/** A course's passers and their certificates, a page at a time; the page shown stays while the next one loads. */
export function courseCertificatesOptions(area: IssuerArea, courseId: number, page: number) {
  return queryOptions({
    queryKey: certificateKeys.course(area, courseId, page),
    queryFn: ({ signal }) =>
      read(ENDPOINTS[area].course, { params: { courseId }, query: { page: String(page) }, signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * Issues the course's missing certificates; the lists refresh before the dialog closes. Its toast is the server's
 * text in English and, in Bangla, "N certificates issued." written from the count the answer carries.
 */
export function useIssueCertificates(area: IssuerArea, courseId: number) {
  return useMutation({
    mutationFn: async () => {
      const answer = await write(ENDPOINTS[area].issue, {
        params: { courseId },
        body: {},
        invalidate: [certificateKeys.all],
        toastSuccess: false,
      });
      // None issued: 'Everyone who passed already holds a certificate.', a text of the Bangla messages.
      notify.success(
        answer.success,
        answer.issued > 0 ? { key: 'certificatesIssued', values: { count: answer.issued } } : undefined,
      );
      return answer;
    },
  });
}

export function myCertificatesOptions(page: number) {
  return queryOptions({
    queryKey: certificateKeys.mine(page),
    queryFn: ({ signal }) => read(participantCertificates.list, { query: { page: String(page) }, signal }),
    placeholderData: keepPreviousData,
  });
}
