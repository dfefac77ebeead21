// The participant's dashboard (docs/features.md, Dashboards; docs/decisions/009): "Due soon" above six cards, each a
// link to the list it counts, and beside them the chart of their assignments submitted, pending and missed; last, the
// calendar feed box (docs/decisions/026-deadlines-and-calendar.md).
import { DASHBOARD_RESULT_TEXT, DASHBOARD_TEXT, type ParticipantDashboard } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { lazy } from 'react';
import { paths } from '#web/config/paths.ts';
import { participantDashboardOptions } from '../api.ts';
import { CalendarFeedBox } from './calendar-feed-box.tsx';
import { DashboardLayout } from './dashboard-layout.tsx';
import { DueSoonList } from './due-soon.tsx';
import { ResultSummary } from './result-summary.tsx';
import type { SummaryCard } from './summary-cards.tsx';

const AssignmentProgressChart = lazy(() =>
  import('./assignment-progress-chart.tsx').then((module) => ({ default: module.AssignmentProgressChart })),
);

const TEXT = DASHBOARD_TEXT.participant;
const p = paths.participant;

export function participantCards(data: ParticipantDashboard): SummaryCard[] {
  return [
    {
      field: 'total_courses',
      title: TEXT.total_courses,
      count: data.total_courses,
      to: p.courses.getHref(),
      note: `${data.active_courses} running`,
    },
    {
      field: 'total_assignments',
      title: TEXT.total_assignments,
      count: data.total_assignments,
      to: p.assignments.getHref(),
    },
    { field: 'total_submits', title: TEXT.total_submits, count: data.total_submits, to: p.assignments.getHref() },
    { field: 'total_contents', title: TEXT.total_contents, count: data.total_contents, to: p.contents.getHref() },
    { field: 'total_posts', title: TEXT.total_posts, count: data.total_posts, to: p.myPosts.getHref() },
    { field: 'total_replies', title: TEXT.total_replies, count: data.total_replies, to: p.myReplies.getHref() },
  ];
}

export function ParticipantDashboardScreen() {
  const query = useQuery(participantDashboardOptions());
  return (
    <DashboardLayout
      query={query}
      label="Summary"
      above={(data) => <DueSoonList dueSoon={data.due_soon} />}
      after={<CalendarFeedBox />}
      cards={participantCards}
      chartTitle="Assignment progress"
      chart={(data) => <AssignmentProgressChart progress={data.assignment_progress} />}
      below={(data) => (
        <ResultSummary
          title={DASHBOARD_RESULT_TEXT.participantTitle}
          items={[
            { label: DASHBOARD_RESULT_TEXT.passed, count: data.result_summary.passed },
            { label: DASHBOARD_RESULT_TEXT.pending, count: data.result_summary.pending },
          ]}
          link={{ text: DASHBOARD_RESULT_TEXT.participantLink, to: p.results.getHref() }}
        />
      )}
    />
  );
}
