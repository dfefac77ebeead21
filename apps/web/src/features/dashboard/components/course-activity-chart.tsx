// The coordinator dashboard's chart (docs/decisions/009, "Chart data"): for each of their newest running
// courses (twelve at most), how much of the possible work was done: submissions out of participants ×
// assignments, and content views out of participants × contents sent. The table gives the counts behind
// ('4 of 9'), narrow enough for the card beside the summary.
import type { CourseActivity } from '@portal/contract';
import { dashboardNs } from '#web/i18n/namespaces/dashboard.ts';
import { useT } from '#web/i18n/use-t.ts';
import { type Bar, BarChart, ChartData } from './bar-chart.tsx';

export const ACTIVITY_COLORS = { submissions: '#0b3d66', views: '#0a7285' } as const;

/** A share in whole percent, or null when nothing was possible (no participants, assignments or contents). */
export function rate(done: number, possible: number): number | null {
  if (possible <= 0) return null;
  return Math.min(100, Math.round((done / possible) * 100));
}

export function CourseActivityChart({ courses }: { courses: readonly CourseActivity[] }) {
  const t = useT(dashboardNs);
  if (courses.length === 0) return <p className="text-body-secondary mb-0">{t('activity.none')}</p>;
  const rateText = (value: number | null) =>
    value === null ? t('activity.notApplicable') : t('activity.rate', { value });
  const bar = (label: string, value: number | null, color: string): Bar => ({
    label,
    value: value ?? 0,
    max: 100,
    text: rateText(value),
    color,
  });
  const rates = courses.map((course) => ({
    course,
    submissions: rate(course.total_submissions, course.total_participants * course.total_assignments),
    views: rate(course.total_content_views, course.total_participants * course.total_sent_contents),
  }));
  const description = rates
    .map(({ course, submissions, views }) =>
      t('activity.courseDescription', {
        course: course.course_short_name,
        submissions: rateText(submissions),
        views: rateText(views),
      }),
    )
    .join('; ');
  return (
    <>
      <BarChart
        title={t('activity.chartTitle')}
        description={`${description}.`}
        groups={rates.map(({ course, submissions, views }) => ({
          key: course.course_id,
          label: course.course_short_name,
          bars: [
            bar(t('activity.submissions'), submissions, ACTIVITY_COLORS.submissions),
            bar(t('activity.views'), views, ACTIVITY_COLORS.views),
          ],
        }))}
      />
      <ChartData
        summary={t('chart.showNumbers')}
        caption={t('activity.caption')}
        headers={[t('activity.course'), t('activity.submissions'), t('activity.views')]}
        rows={courses.map((course) => ({
          key: course.course_id,
          cells: [
            t('activity.courseCell', { course: course.course_short_name, count: course.total_participants }),
            t('activity.doneOf', {
              done: course.total_submissions,
              possible: course.total_participants * course.total_assignments,
            }),
            t('activity.doneOf', {
              done: course.total_content_views,
              possible: course.total_participants * course.total_sent_contents,
            }),
          ],
        }))}
      />
    </>
  );
}
