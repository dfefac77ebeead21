// The participant's courses (docs/features.md, Courses): 'Participant Course Management', a table of SN, Course Name,
// Short Name, Participant Roll, Coordinators, Year and Status (green when Active, red otherwise), 'Total N Course(s)
// found', 10 a page with the page in the URL.
import { COURSE_TEXT, coursesFoundText, type ParticipantCourse } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { type Column, DataTable } from '#web/components/list/data-table.tsx';
import { usePageParam } from '#web/components/list/pagination.tsx';
import { paths } from '#web/config/paths.ts';
import { participantCoursesOptions } from '../api.ts';
import { CourseStatusBadge } from './course-status-badge.tsx';

export const PARTICIPANT_COURSES_TITLE = 'Participant Course Management';

const COLUMNS: readonly Column<ParticipantCourse>[] = [
  { header: 'Course Name', cell: (course) => course.course_name },
  { header: 'Short Name', cell: (course) => course.course_short_name },
  { header: 'Participant Roll', cell: (course) => course.course_roll },
  { header: 'Coordinators', cell: (course) => course.faculties.join(', ') },
  { header: 'Year', cell: (course) => course.year },
  { header: 'Status', cell: (course) => <CourseStatusBadge status={course.course_status} /> },
];

export function ParticipantCoursesScreen() {
  const page = usePageParam();
  const query = useQuery(participantCoursesOptions(page));

  return (
    <>
      <h2 className="h4 mb-3">{PARTICIPANT_COURSES_TITLE}</h2>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-3 mb-3">
        <Link to={paths.participant.dashboard.path}>Return to Dashboard</Link>
        {query.data && (
          <p className="mb-0 fw-semibold" aria-live="polite">
            {coursesFoundText(query.data.total_data)}
          </p>
        )}
      </div>
      <DataTable
        query={query}
        rows={(data) => data.courses}
        rowKey={(course) => course.course_id}
        total={(data) => data.total_data}
        columns={COLUMNS}
        emptyText={COURSE_TEXT.noCourses}
        caption={PARTICIPANT_COURSES_TITLE}
      />
    </>
  );
}
