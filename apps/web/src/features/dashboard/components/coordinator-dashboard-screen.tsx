// The coordinator's dashboard (docs/features.md, Dashboards; docs/decisions/009): six cards, each a link to the list it
// counts, and beside them the activity of their newest running courses. Texts: the 'dashboard' namespace.
import type { CoordinatorDashboard } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { lazy } from 'react';
import { paths } from '#web/config/paths.ts';
import { dashboardNs } from '#web/i18n/namespaces/dashboard.ts';
import { useT } from '#web/i18n/use-t.ts';
import { coordinatorDashboardOptions } from '../api.ts';
import { DashboardLayout } from './dashboard-layout.tsx';
import { ResultSummary } from './result-summary.tsx';
import type { SummaryCard } from './summary-cards.tsx';

const CourseActivityChart = lazy(() =>
  import('./course-activity-chart.tsx').then((module) => ({ default: module.CourseActivityChart })),
);

const c = paths.coordinator;

export function coordinatorCards(data: CoordinatorDashboard, t: TFunction<'dashboard'>): SummaryCard[] {
  return [
    {
      field: 'total_courses',
      title: t('coordinatorCards.total_courses'),
      count: data.total_courses,
      to: c.courses.getHref(),
    },
    {
      field: 'total_participants',
      title: t('coordinatorCards.total_participants'),
      count: data.total_participants,
      to: c.participants.getHref(),
    },
    {
      field: 'total_assignments',
      title: t('coordinatorCards.total_assignments'),
      count: data.total_assignments,
      to: c.assignments.getHref(),
    },
    {
      field: 'total_contents',
      title: t('coordinatorCards.total_contents'),
      count: data.total_contents,
      to: c.contents.getHref(),
    },
    {
      field: 'total_sent_contents',
      title: t('coordinatorCards.total_sent_contents'),
      count: data.total_sent_contents,
      to: c.contents.getHref(),
      note: t('coordinatorCards.ofContents', { count: data.total_contents }),
    },
    {
      field: 'total_posts',
      title: t('coordinatorCards.total_posts'),
      count: data.total_posts,
      to: c.myPosts.getHref(),
    },
  ];
}

export function CoordinatorDashboardScreen() {
  const query = useQuery(coordinatorDashboardOptions());
  const t = useT(dashboardNs);
  return (
    <DashboardLayout
      query={query}
      label={t('summary')}
      cards={(data) => coordinatorCards(data, t)}
      chartTitle={t('activity.title')}
      chart={(data) => <CourseActivityChart courses={data.course_activity} />}
      below={(data) => (
        <ResultSummary
          title={t('results.coordinatorTitle')}
          items={[
            {
              label: t('results.unreleased'),
              count: data.result_summary.courses_with_unreleased_marks,
            },
          ]}
          link={{ text: t('results.coordinatorLink'), to: c.reportList.path }}
        />
      )}
    />
  );
}
