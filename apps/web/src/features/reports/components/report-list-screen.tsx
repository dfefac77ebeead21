// The Report List (docs/features.md, Evaluations → Report List): the coordinator's courses, 10 a page, each with how
// many of its components are released, its final result (released, scheduled or not), its participants and, once
// released, its pass rate; links to the course's result sheet and to its rules.
import { courseDisplayName, REPORT_TEXT, type ReportCourse } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { type Column, DataTable } from '#web/components/list/data-table.tsx';
import { usePageParam } from '#web/components/list/pagination.tsx';
import { paths } from '#web/config/paths.ts';
import { reportCoursesOptions } from '../api.ts';
import { percentText, scheduledText } from '../status-text.ts';

/** Where the course's final result stands. */
export function finalResultText(course: ReportCourse): string {
  if (course.final_released) return 'Released';
  if (course.final_scheduled_at) return `Scheduled for ${scheduledText(course.final_scheduled_at)}`;
  return course.has_rules ? 'Not released' : REPORT_TEXT.noRules;
}

const nameOf = (course: ReportCourse) => courseDisplayName(course.course_name, course.course_short_name);

const COLUMNS: readonly Column<ReportCourse>[] = [
  {
    header: 'Course',
    cell: (row) => <Link to={paths.coordinator.reportSheet.getHref(row.course_id)}>{nameOf(row)}</Link>,
  },
  { header: 'Participants', cell: (row) => row.total_participants, className: 'text-nowrap' },
  {
    header: 'Components released',
    cell: (row) => `${row.released_components} of ${row.total_components}`,
    className: 'text-nowrap',
  },
  { header: 'Final result', cell: finalResultText },
  { header: 'Pass rate', cell: (row) => (row.final_released ? percentText(row.pass_rate) : '-') },
  {
    header: 'Rules',
    cell: (row) => (
      // The name starts with the visible word, so that a speech user can say it (WCAG 2.5.3).
      <Link to={paths.coordinator.evaluationRules.getHref(row.course_id)} aria-label={`Rules of ${nameOf(row)}`}>
        Rules
      </Link>
    ),
  },
  {
    header: 'Certificates',
    cell: (row) =>
      row.final_released ? (
        <Link to={paths.coordinator.certificates.getHref(row.course_id)} aria-label={`Certificates of ${nameOf(row)}`}>
          Certificates
        </Link>
      ) : (
        '-'
      ),
  },
];

export function ReportListScreen() {
  const page = usePageParam();
  const query = useQuery(reportCoursesOptions(page));
  return (
    <DataTable
      query={query}
      rows={(data) => data.data}
      rowKey={(row) => row.course_id}
      total={(data) => data.total_data}
      columns={COLUMNS}
      emptyText={REPORT_TEXT.noCourses}
      caption="Your courses and their results"
    />
  );
}
