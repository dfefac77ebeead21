// The coordinator dashboard's chart (docs/decisions/009, "Chart data"): for each of their newest running
// courses (twelve at most), how much of the possible work was done: submissions out of participants ×
// assignments, and content views out of participants × contents sent. The table gives the counts behind
// ('4 of 9'), narrow enough for the card beside the summary.
import type { CourseActivity } from '@portal/contract';
import { type Bar, BarChart, ChartData } from './bar-chart.tsx';

export const ACTIVITY_COLORS = { submissions: '#0b3d66', views: '#0a7285' } as const;

/** A share in whole percent, or null when nothing was possible (no participants, assignments or contents). */
export function rate(done: number, possible: number): number | null {
  if (possible <= 0) return null;
  return Math.min(100, Math.round((done / possible) * 100));
}

const rateText = (value: number | null) => (value === null ? 'n/a' : `${value}%`);

function bar(label: string, value: number | null, color: string): Bar {
  return { label, value: value ?? 0, max: 100, text: rateText(value), color };
}

export function CourseActivityChart({ courses }: { courses: readonly CourseActivity[] }) {
  if (courses.length === 0) return <p className="text-body-secondary mb-0">No running courses.</p>;
  const rates = courses.map((course) => ({
    course,
    submissions: rate(course.total_submissions, course.total_participants * course.total_assignments),
    views: rate(course.total_content_views, course.total_participants * course.total_sent_contents),
  }));
  const description = rates
    .map(
      ({ course, submissions, views }) =>
        `${course.course_short_name}: submissions ${rateText(submissions)}, content views ${rateText(views)}`,
    )
    .join('; ');
  return (
    <>
      <BarChart
        title="Activity of running courses"
        description={`${description}.`}
        groups={rates.map(({ course, submissions, views }) => ({
          key: course.course_id,
          label: course.course_short_name,
          bars: [
            bar('Submissions', submissions, ACTIVITY_COLORS.submissions),
            bar('Content views', views, ACTIVITY_COLORS.views),
          ],
        }))}
      />
      <ChartData
        caption="Activity of running courses: done of possible"
        headers={['Course', 'Submissions', 'Content views']}
        rows={courses.map((course) => ({
          key: course.course_id,
          cells: [
            `${course.course_short_name} (${course.total_participants} participants)`,
            `${course.total_submissions} of ${course.total_participants * course.total_assignments}`,
            `${course.total_content_views} of ${course.total_participants * course.total_sent_contents}`,
          ],
        }))}
      />
    </>
  );
}
