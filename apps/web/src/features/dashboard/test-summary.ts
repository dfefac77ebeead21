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
};
