// Rows → the spec's wire names (docs/features.md, Dashboards), with the chart data.
import type { CoordinatorDashboard, CourseActivity, DueSoonAssignment, ParticipantDashboard } from '@portal/contract';
import type { CoordinatorCounts, CourseActivityRow, DueSoonRow, ParticipantCounts } from './dashboard.queries.ts';

function toDueSoonAssignment(row: DueSoonRow): DueSoonAssignment {
  return {
    assignment_id: row.id,
    title: row.title,
    course_name: row.courseName,
    course_short_name: row.courseShortName,
    last_submit_date: row.lastSubmitDate,
    grace_from: new Date(row.graceFrom).toISOString(),
    deadline: new Date(row.deadline).toISOString(),
  };
}

export function toParticipantDashboard(row: ParticipantCounts, timeZone: string): ParticipantDashboard {
  return {
    total_courses: row.totalCourses,
    active_courses: row.activeCourses,
    total_assignments: row.totalAssignments,
    total_submits: row.totalSubmits,
    total_contents: row.totalContents,
    total_posts: row.totalPosts,
    total_replies: row.totalReplies,
    assignment_progress: {
      submitted: row.totalSubmits,
      // Submitted and missed are disjoint parts of the total (one submission per assignment and participant).
      pending: Math.max(0, row.totalAssignments - row.totalSubmits - row.missedAssignments),
      missed: row.missedAssignments,
    },
    result_summary: { passed: row.passedCourses, pending: row.pendingCourses },
    due_soon: {
      total: row.dueSoonTotal,
      time_zone: timeZone,
      assignments: row.dueSoon.map(toDueSoonAssignment),
    },
  };
}

function toCourseActivity(row: CourseActivityRow): CourseActivity {
  return {
    course_id: row.id,
    course_name: row.name,
    course_short_name: row.shortName,
    total_participants: row.participants,
    total_assignments: row.assignments,
    total_submissions: row.submissions,
    total_sent_contents: row.sentContents,
    total_content_views: row.contentViews,
  };
}

export function toCoordinatorDashboard(row: CoordinatorCounts): CoordinatorDashboard {
  return {
    total_courses: row.totalCourses,
    total_participants: row.totalParticipants,
    total_assignments: row.totalAssignments,
    total_contents: row.totalContents,
    total_sent_contents: row.totalSentContents,
    total_posts: row.totalPosts,
    course_activity: row.courseActivity.map(toCourseActivity),
    result_summary: { courses_with_unreleased_marks: row.unreleasedCourses },
  };
}
