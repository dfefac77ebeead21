// The coordinator's courses (docs/features.md, Courses): a select of 'Running Courses' (1) or 'Expired Courses' (0),
// kept in the URL (`?status=0`; running when absent), and a table of SN, Course Name (with its short name), Intake, Batch, Session, Total
// Participants (a link to that course's participants), Coordinators, Year and Status (green for 'active'). Missing
// values read 'No-Intake', 'No-Batch' and 'No-Session'.
import { batchLabel, COURSE_TEXT, type CoordinatorCourse, courseDisplayName, LIST_STATUS } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import { Link, Navigate } from 'react-router';
import { type Column, DataTable } from '#web/components/list/data-table.tsx';
import { usePageParam } from '#web/components/list/pagination.tsx';
import { useUrlFilter } from '#web/components/list/url-filter.ts';
import { paths } from '#web/config/paths.ts';
import { type CourseStatus, coordinatorCoursesOptions } from '../api.ts';
import { CourseStatusBadge, isRunningStatus } from './course-status-badge.tsx';

export const STATUS_OPTIONS = [
  { value: LIST_STATUS.running, label: COURSE_TEXT.running },
  { value: LIST_STATUS.expired, label: COURSE_TEXT.expired },
] as const satisfies readonly { value: CourseStatus; label: string }[];

/** The URL's status: '0' expired, '1' or none running; anything else is invalid. */
export function readCourseStatus(text: string | null): CourseStatus | null {
  if (text === null || text === '1') return LIST_STATUS.running;
  if (text === '0') return LIST_STATUS.expired;
  return null;
}

const COLUMNS: readonly Column<CoordinatorCourse>[] = [
  // With its short name: two runs of one programme share a name (decision 017).
  { header: 'Course Name', cell: (course) => courseDisplayName(course.course_name, course.course_short_name) },
  { header: 'Intake', cell: (course) => course.intact_name ?? COURSE_TEXT.noIntake },
  { header: 'Batch', cell: (course) => batchLabel(course.batch) },
  { header: 'Session', cell: (course) => course.session_name ?? COURSE_TEXT.noSession },
  {
    header: 'Total Participants',
    cell: (course) => (
      <Link
        to={paths.coordinator.participants.getHref({
          status: isRunningStatus(course.course_status) ? LIST_STATUS.running : LIST_STATUS.expired,
          courseId: course.id,
        })}
        aria-label={`${course.total_participants} participants of ${course.course_name} (${course.course_short_name})`}
      >
        {course.total_participants}
      </Link>
    ),
  },
  { header: 'Coordinators', cell: (course) => course.faculties.join(', ') },
  { header: 'Year', cell: (course) => course.year },
  { header: 'Status', cell: (course) => <CourseStatusBadge status={course.course_status} /> },
];

export function CoordinatorCoursesScreen() {
  const id = useId();
  const { params, change } = useUrlFilter();
  const status = readCourseStatus(params.get('status'));
  const page = usePageParam();
  const query = useQuery({
    ...coordinatorCoursesOptions(status ?? LIST_STATUS.running, page),
    enabled: status !== null,
  });

  if (status === null) return <Navigate replace to={paths.coordinator.courses.getHref()} />;

  const setStatus = (value: string) => change((next) => next.set('status', value));

  return (
    <>
      <div className="d-flex flex-wrap align-items-end justify-content-between gap-3 mb-3">
        <Form.Group>
          <Form.Label htmlFor={`${id}-status`}>Course Status</Form.Label>
          <Form.Select id={`${id}-status`} value={String(status)} onChange={(event) => setStatus(event.target.value)}>
            {STATUS_OPTIONS.map((option) => (
              <option key={option.value} value={String(option.value)}>
                {option.label}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Link to={paths.coordinator.dashboard.path}>Return to Dashboard</Link>
      </div>
      <DataTable
        query={query}
        rows={(data) => data.data}
        rowKey={(course) => course.id}
        total={(data) => data.total_data}
        columns={COLUMNS}
        emptyText={COURSE_TEXT.noCourses}
        caption={status === LIST_STATUS.running ? COURSE_TEXT.running : COURSE_TEXT.expired}
      />
    </>
  );
}
