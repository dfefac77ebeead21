// The two dashboards (docs/features.md, Dashboards). What each card counts is decided in
// docs/decisions/009-dashboards-courses-participants.md: every card equals the list it links to, and counts only rows
// of the caller's own courses. Beside the cards, each answer carries the data of one chart.
import { z } from 'zod';
import { ErrorBody } from './common.ts';
import { DueSoon } from './deadlines.ts';
import { defineEndpoint } from './endpoint.ts';

const Count = z.number().int().nonnegative();

/** The most courses the coordinator's activity chart shows (their newest running courses). */
export const DASHBOARD_CHART_COURSES = 12;

/** The card titles, as the spec names them (section 2). */
export const DASHBOARD_TEXT = {
  participant: {
    total_courses: 'Active Course(s)',
    total_assignments: 'Total Assignment(s)',
    total_submits: 'Total Submit(s)',
    total_contents: 'Total Content(s)',
    total_posts: 'Total Post(s)',
    total_replies: 'Total Replie(s)',
  },
  coordinator: {
    total_courses: 'Total Course(s)',
    total_participants: 'Course Participant(s)',
    total_assignments: 'My Assignment(s)',
    total_contents: 'My Content(s)',
    total_sent_contents: 'Total Sent Content(s)',
    total_posts: 'My Post(s)',
  },
} as const;

/** The participant's assignments by state; the three add up to `total_assignments`. */
export const AssignmentProgress = z.object({
  /** Submitted (equals `total_submits`). */
  submitted: Count,
  /** Not submitted, deadline (the end of the last submit date) not passed yet. */
  pending: Count,
  /** Not submitted, deadline passed ('Expired' on the assignments screen). */
  missed: Count,
});
export type AssignmentProgress = z.infer<typeof AssignmentProgress>;

/** Beside the participant's cards: their courses by released result (docs/decisions/021-results.md). */
export const ParticipantResultSummary = z.object({
  /** Courses whose released final result is Pass. */
  passed: Count,
  /** Courses without a released final result yet. */
  pending: Count,
});
export type ParticipantResultSummary = z.infer<typeof ParticipantResultSummary>;

/** Beside the coordinator's cards. */
export const CoordinatorResultSummary = z.object({
  /** Their courses with marks entered in a component not released (Draft, or scheduled for later). */
  courses_with_unreleased_marks: Count,
});
export type CoordinatorResultSummary = z.infer<typeof CoordinatorResultSummary>;

/** What the result summaries beside the cards say. */
export const DASHBOARD_RESULT_TEXT = {
  participantTitle: 'My results',
  passed: 'Course(s) passed',
  pending: 'Course(s) with results pending',
  participantLink: 'See Results',
  coordinatorTitle: 'Results',
  unreleased: 'Course(s) with unreleased marks',
  coordinatorLink: 'Open Report List',
} as const;

/** `GET /api/participant/user/dashboard_details`. */
export const ParticipantDashboard = z
  .object({
    /** Every course the participant attends, running or expired: the total of /participant/courses. */
    total_courses: Count,
    /** The running ones among them. */
    active_courses: Count,
    /** Assignments of the participant's courses. */
    total_assignments: Count,
    /** The participant's submissions to those assignments. */
    total_submits: Count,
    /** Contents sent to the participant's courses (one per content and course, as the contents list shows them). */
    total_contents: Count,
    /** The participant's own posts in their courses (= the my_posts list). */
    total_posts: Count,
    /** The participant's own replies on posts of their courses (= the my_replies list). */
    total_replies: Count,
    /** Chart: submitted, pending and missed assignments. */
    assignment_progress: AssignmentProgress,
    /** Beside the six cards: passed and pending courses (released results only). */
    result_summary: ParticipantResultSummary,
    /** Above the six cards: what is due in the next days and not submitted (docs/decisions/026). */
    due_soon: DueSoon,
  })
  .meta({ id: 'ParticipantDashboard' });
export type ParticipantDashboard = z.infer<typeof ParticipantDashboard>;

/** One running course of the coordinator's activity chart. */
export const CourseActivity = z
  .object({
    course_id: z.number().int(),
    course_name: z.string(),
    course_short_name: z.string(),
    total_participants: Count,
    total_assignments: Count,
    /** Submissions to the course's assignments. */
    total_submissions: Count,
    /** Contents sent to the course. */
    total_sent_contents: Count,
    /** Views of those contents, one per participant and content however often they opened it. */
    total_content_views: Count,
  })
  .meta({ id: 'CourseActivity' });
export type CourseActivity = z.infer<typeof CourseActivity>;

/** `GET /api/coordinator/user/dashboard_details`. */
export const CoordinatorDashboard = z
  .object({
    /** Courses the coordinator coordinates, running or expired. */
    total_courses: Count,
    /** Distinct participants of those courses (a person in two of them counts once). */
    total_participants: Count,
    /** Assignments the coordinator created in their courses ('My Assignment(s)'). */
    total_assignments: Count,
    /** Contents the coordinator owns ('My Content(s)'), categorised or not. */
    total_contents: Count,
    /** Contents the coordinator owns that were sent to at least one of their courses. */
    total_sent_contents: Count,
    /** The coordinator's own posts in their courses (= the my_posts list). */
    total_posts: Count,
    /** Chart: the newest running courses (at most DASHBOARD_CHART_COURSES), newest first. */
    course_activity: z.array(CourseActivity),
    /** Beside the six cards: courses with unreleased marks. */
    result_summary: CoordinatorResultSummary,
  })
  .meta({ id: 'CoordinatorDashboard' });
export type CoordinatorDashboard = z.infer<typeof CoordinatorDashboard>;

const reads = { 401: ErrorBody };
const tags = ['dashboard'];

export const participantDashboard = {
  summary: defineEndpoint({
    method: 'GET',
    keep: true,
    reads: ['courses', 'contents', 'assignments', 'submissions', 'forum', 'results'],
    path: '/api/participant/user/dashboard_details',
    access: 'participant',
    summary: 'The six cards of the participant dashboard, with the assignment progress of its chart',
    tags,
    responses: { 200: ParticipantDashboard, ...reads },
  }),
} as const;

export const coordinatorDashboard = {
  summary: defineEndpoint({
    method: 'GET',
    keep: true,
    path: '/api/coordinator/user/dashboard_details',
    access: 'coordinator',
    summary: 'The six cards of the coordinator dashboard, with the activity of their newest running courses',
    tags,
    responses: { 200: CoordinatorDashboard, ...reads },
  }),
} as const;
