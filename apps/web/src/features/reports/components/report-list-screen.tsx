// The Report List (docs/features.md, Evaluations → Report List): the coordinator's courses, 10 a page, each with how
// many of its components are released, its final result (released, scheduled or not), its participants and, once
// released, its pass rate; links to the course's result sheet and to its rules.
import { courseDisplayName, type ReportCourse } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { type Column, DataTable } from '#web/components/list/data-table.tsx';
import { usePageParam } from '#web/components/list/pagination.tsx';
import { paths } from '#web/config/paths.ts';
import { reportsNs } from '#web/i18n/namespaces/reports.ts';
import { useT } from '#web/i18n/use-t.ts';
import { reportCoursesOptions } from '../api.ts';
import { type ReportText, useReportText } from '../status-text.ts';

type ReportsT = ReturnType<typeof useT<'reports'>>;

/** Where the course's final result stands. */
function finalResultText(course: ReportCourse, t: ReportsT, text: ReportText): string {
  if (course.final_released) return t('list.released');
  if (course.final_scheduled_at) return t('list.scheduledFor', { date: text.scheduled(course.final_scheduled_at) });
  return course.has_rules ? t('list.notReleased') : t('list.noRules');
}

const nameOf = (course: ReportCourse) => courseDisplayName(course.course_name, course.course_short_name);

const columns = (t: ReportsT, text: ReportText): readonly Column<ReportCourse>[] => [
  {
    header: t('list.course'),
    cell: (row) => <Link to={paths.coordinator.reportSheet.getHref(row.course_id)}>{nameOf(row)}</Link>,
  },
  { header: t('list.participants'), cell: (row) => text.number(row.total_participants), className: 'text-nowrap' },
  {
    header: t('list.componentsReleased'),
    cell: (row) =>
      t('list.releasedOf', {
        released: text.number(row.released_components),
        total: text.number(row.total_components),
      }),
    className: 'text-nowrap',
  },
  { header: t('list.finalResult'), cell: (row) => finalResultText(row, t, text) },
  { header: t('list.passRate'), cell: (row) => (row.final_released ? text.percent(row.pass_rate) : '-') },
  {
    header: t('list.rules'),
    cell: (row) => (
      // The name starts with the visible word, so that a speech user can say it (WCAG 2.5.3).
      <Link
        to={paths.coordinator.evaluationRules.getHref(row.course_id)}
        aria-label={t('list.rulesOf', { name: nameOf(row) })}
      >
        {t('list.rules')}
      </Link>
    ),
  },
  {
    header: t('list.certificates'),
    cell: (row) =>
      row.final_released ? (
        <Link
          to={paths.coordinator.certificates.getHref(row.course_id)}
          aria-label={t('list.certificatesOf', { name: nameOf(row) })}
        >
          {t('list.certificates')}
        </Link>
      ) : (
        '-'
      ),
  },
];

export function ReportListScreen() {
  const page = usePageParam();
  const query = useQuery(reportCoursesOptions(page));
  const t = useT(reportsNs);
  const text = useReportText();
  return (
    <DataTable
      query={query}
      rows={(data) => data.data}
      rowKey={(row) => row.course_id}
      total={(data) => data.total_data}
      columns={columns(t, text)}
      emptyText={t('list.empty')}
      caption={t('list.caption')}
    />
  );
}
