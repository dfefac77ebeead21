// The participant's dashboard summary that the dashboard's tests answer with (the screen's and the prefetch's).
import type { ParticipantDashboard } from '@portal/contract';

export const SUMMARY: ParticipantDashboard = {
  total_courses: 2,
  active_courses: 1,
  total_assignments: 4,
  total_submits: 2,
  total_contents: 3,
  total_posts: 5,
  total_replies: 7,
  assignment_progress: { submitted: 2, pending: 1, missed: 1 },
  result_summary: { passed: 1, pending: 1 },
  due_soon: {
    total: 1,
    time_zone: 'Asia/Dhaka',
    assignments: [
      {
        assignment_id: 31,
        title: 'KYC review',
        course_name: 'Certified Expert in AML',
        course_short_name: 'CEAML-1',
        last_submit_date: '2026-12-04',
        grace_from: '2026-12-03T18:00:00.000Z',
        deadline: '2026-12-04T18:00:00.000Z',
      },
    ],
  },
};
