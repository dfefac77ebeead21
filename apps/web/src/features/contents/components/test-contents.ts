// Contents as the server sends them, for the contents' component tests.
import type { ContentRecipient, CoordinatorContent, ParticipantContent } from '@portal/contract';

export const COURSE_A = { value: 4, label: 'Certified Expert in Anti-Money Laundering' };
/** Course A's short name (its batch), which the lists show beside its name. */
export const COURSE_A_SHORT = 'CEAML-2026';
/** Expired: last year's run of the same programme, under the same name. */
export const COURSE_C = { value: 6, label: 'Certified Expert in Anti-Money Laundering' };
export const COURSE_C_EXPIRED = 'Certified Expert in Anti-Money Laundering (Expired)';

export const courseOptions = (...courses: { value: number; label: string }[]) => ({
  status: 200,
  body: { courses },
});

export function makeParticipantContent(fields: Partial<ParticipantContent> = {}): ParticipantContent {
  return {
    content_id: 7,
    content_title: 'ML Typologies',
    course_id: COURSE_A.value,
    course_name: COURSE_A.label,
    course_short_name: COURSE_A_SHORT,
    faculty_name: 'Ayesha Siddiqua',
    content_mime: 'pdf',
    content_file: 'Module-1-ML-Typologies.pdf',
    sent_at: '2026-01-05T09:30:00.000Z',
    ...fields,
  };
}

export function makeCoordinatorContent(fields: Partial<CoordinatorContent> = {}): CoordinatorContent {
  return {
    id: 11,
    content_title: 'ML Typologies',
    course_id: COURSE_A.value,
    course_name: COURSE_A.label,
    course_short_name: COURSE_A_SHORT,
    faculty_name: 'You',
    is_mine: true,
    content_mime: 'pdf',
    content_file: 'Module-1-ML-Typologies.pdf',
    total_sent_courses: 1,
    total_sent: 8,
    total_viewed: 2,
    created_at: '2026-01-05T09:30:00.000Z',
    ...fields,
  };
}

export function makeRecipient(fields: Partial<ContentRecipient> = {}): ContentRecipient {
  return {
    participant_id: 21,
    participant_name: 'Sabbir Hossain',
    sent_by: 'Ayesha Siddiqua',
    course_wise_id: 'AML-2025-001',
    content_title: 'ML Typologies',
    course_name: COURSE_A.label,
    course_short_name: COURSE_A_SHORT,
    is_viewed: true,
    view_count: 3,
    created_at: '2026-01-05T09:30:00.000Z',
    ...fields,
  };
}

export const contentList = <T>(contents: T[], total = contents.length) => ({
  status: 200,
  body: { contents, total_data: total },
});
