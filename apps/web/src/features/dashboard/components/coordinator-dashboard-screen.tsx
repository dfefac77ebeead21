// The coordinator's dashboard (docs/features.md, Dashboards; docs/decisions/009): six cards, each a link to the list it
// counts, and beside them the activity of their newest running courses.
import { type CoordinatorDashboard, DASHBOARD_RESULT_TEXT, DASHBOARD_TEXT } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { lazy } from 'react';
import { paths } from '#web/config/paths.ts';
import { coordinatorDashboardOptions } from '../api.ts';
import { DashboardLayout } from './dashboard-layout.tsx';
import { ResultSummary } from './result-summary.tsx';
import type { SummaryCard } from './summary-cards.tsx';

const CourseActivityChart = lazy(() =>
  import('./course-activity-chart.tsx').then((module) => ({ default: module.CourseActivityChart })),
);

const TEXT = DASHBOARD_TEXT.coordinator;
const c = paths.coordinator;

export function coordinatorCards(data: CoordinatorDashboard): SummaryCard[] {
  return [
    { field: 'total_courses', title: TEXT.total_courses, count: data.total_courses, to: c.courses.getHref() },
    {
      field: 'total_participants',
      title: TEXT.total_participants,
      count: data.total_participants,
      to: c.participants.getHref(),
    },
    {
      field: 'total_assignments',
      title: TEXT.total_assignments,
      count: data.total_assignments,
      to: c.assignments.getHref(),
    },
    { field: 'total_contents', title: TEXT.total_contents, count: data.total_contents, to: c.contents.getHref() },
    {
      field: 'total_sent_contents',
      title: TEXT.total_sent_contents,
      count: data.total_sent_contents,
      to: c.contents.getHref(),
      note: `of ${data.total_contents} contents`,
    },
    { field: 'total_posts', title: TEXT.total_posts, count: data.total_posts, to: c.myPosts.getHref() },
  ];
}

export function CoordinatorDashboardScreen() {
  const query = useQuery(coordinatorDashboardOptions());
  return (
    <DashboardLayout
      query={query}
      label="Summary"
      cards={coordinatorCards}
      chartTitle="Course activity"
      chart={(data) => <CourseActivityChart courses={data.course_activity} />}
      below={(data) => (
        <ResultSummary
          title={DASHBOARD_RESULT_TEXT.coordinatorTitle}
          items={[
            {
              label: DASHBOARD_RESULT_TEXT.unreleased,
              count: data.result_summary.courses_with_unreleased_marks,
            },
          ]}
          link={{ text: DASHBOARD_RESULT_TEXT.coordinatorLink, to: c.reportList.path }}
        />
      )}
    />
  );
}
