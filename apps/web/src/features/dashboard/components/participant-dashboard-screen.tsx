// The participant's dashboard (docs/features.md, Dashboards; docs/decisions/009): "Due soon" above six cards, each a
// link to the list it counts, and beside them the chart of their assignments submitted, pending and missed; last, the
// calendar feed box (docs/decisions/026-deadlines-and-calendar.md). Texts: the 'dashboard' namespace.
import type { ParticipantDashboard } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { lazy } from 'react';
import { paths } from '#web/config/paths.ts';
import { dashboardNs } from '#web/i18n/namespaces/dashboard.ts';
import { useT } from '#web/i18n/use-t.ts';
import { participantDashboardOptions } from '../api.ts';
import { CalendarFeedBox } from './calendar-feed-box.tsx';
import { DashboardLayout } from './dashboard-layout.tsx';
import { DueSoonList } from './due-soon.tsx';
import { ResultSummary } from './result-summary.tsx';
import type { SummaryCard } from './summary-cards.tsx';

const AssignmentProgressChart = lazy(() =>
  import('./assignment-progress-chart.tsx').then((module) => ({ default: module.AssignmentProgressChart })),
);

const p = paths.participant;

export function participantCards(data: ParticipantDashboard, t: TFunction<'dashboard'>): SummaryCard[] {
  return [
    {
      field: 'total_courses',
      title: t('participantCards.total_courses'),
      count: data.total_courses,
      to: p.courses.getHref(),
      note: t('participantCards.running', { count: data.active_courses }),
    },
    {
      field: 'total_assignments',
      title: t('participantCards.total_assignments'),
      count: data.total_assignments,
      to: p.assignments.getHref(),
    },
    {
      field: 'total_submits',
      title: t('participantCards.total_submits'),
      count: data.total_submits,
      to: p.assignments.getHref(),
    },
    {
      field: 'total_contents',
      title: t('participantCards.total_contents'),
      count: data.total_contents,
      to: p.contents.getHref(),
    },
    {
      field: 'total_posts',
      title: t('participantCards.total_posts'),
      count: data.total_posts,
      to: p.myPosts.getHref(),
    },
    {
      field: 'total_replies',
      title: t('participantCards.total_replies'),
      count: data.total_replies,
      to: p.myReplies.getHref(),
    },
  ];
}

export function ParticipantDashboardScreen() {
  const query = useQuery(participantDashboardOptions());
  const t = useT(dashboardNs);
  return (
    <DashboardLayout
      query={query}
      label={t('summary')}
      above={(data) => <DueSoonList dueSoon={data.due_soon} />}
      after={<CalendarFeedBox />}
      cards={(data) => participantCards(data, t)}
      chartTitle={t('progress.title')}
      chart={(data) => <AssignmentProgressChart progress={data.assignment_progress} />}
      below={(data) => (
        <ResultSummary
          title={t('results.participantTitle')}
          items={[
            { label: t('results.passed'), count: data.result_summary.passed },
            { label: t('results.pending'), count: data.result_summary.pending },
          ]}
          link={{ text: t('results.participantLink'), to: p.results.getHref() }}
        />
      )}
    />
  );
}
