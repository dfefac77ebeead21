// Courses: all, running or expired (`?status=1|0`), searched by name or short name (`?q=`), newest first, 10 a
// page, with their participant and coordinator counts. New and Edit in a dialog (a new course opens its page,
// where its coordinators are added); Delete only for a course nobody is enrolled in (the server says why not).
import { ADMIN_SEARCH_MAX, type AdminCourse, batchLabel, COURSE_TEXT, PEOPLE_TEXT } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import { Link, useNavigate } from 'react-router';
import { type Column, DataTable } from '#web/components/list/data-table.tsx';
import { usePageParam } from '#web/components/list/pagination.tsx';
import { SearchBox, useSearchParam } from '#web/components/list/search-box.tsx';
import { setParam, useUrlFilter } from '#web/components/list/url-filter.ts';
import { ConfirmDeleteDialog } from '#web/components/ui/confirm-delete-dialog.tsx';
import { paths } from '#web/config/paths.ts';
import { type CourseStatusFilter, coursesOptions, deleteCourseCall } from '../api.ts';
import { CourseFormModal } from './course-form-modal.tsx';

export function CourseStatusBadge({ status }: { status: 0 | 1 }) {
  return status === 1 ? (
    <Badge bg="success">{PEOPLE_TEXT.running}</Badge>
  ) : (
    <Badge bg="secondary">{PEOPLE_TEXT.expired}</Badge>
  );
}

/** 'January · batch-5 · 2026-2027', with the missing parts said as the course screens say them. */
export const courseRun = (course: AdminCourse) =>
  [
    course.intake_name ?? COURSE_TEXT.noIntake,
    batchLabel(course.batch),
    course.session_name ?? COURSE_TEXT.noSession,
  ].join(' · ');

const FILTERS: readonly { label: string; value: CourseStatusFilter }[] = [
  { label: 'All', value: undefined },
  { label: PEOPLE_TEXT.running, value: '1' },
  { label: PEOPLE_TEXT.expired, value: '0' },
];

export function CoursesScreen() {
  const { params, change } = useUrlFilter();
  const statusParam = params.get('status');
  const status: CourseStatusFilter = statusParam === '1' || statusParam === '0' ? statusParam : undefined;
  const page = usePageParam();
  const q = useSearchParam('q');
  const query = useQuery(coursesOptions({ page, q, status }));
  const navigate = useNavigate();
  const [editing, setEditing] = useState<{ course?: AdminCourse } | null>(null);
  const [deleting, setDeleting] = useState<AdminCourse | null>(null);

  const showStatus = (value: CourseStatusFilter) => change((next) => setParam(next, 'status', value));

  const columns: readonly Column<AdminCourse>[] = [
    {
      header: 'Course',
      cell: (row) => (
        <>
          <Link to={paths.admin.course.getHref(row.id)}>{row.name}</Link>
          <br />
          <span className="small text-body-secondary">{row.short_name}</span>
        </>
      ),
    },
    { header: 'Programme', cell: (row) => row.program_name ?? '' },
    { header: 'Intake · Batch · Session', cell: courseRun },
    { header: 'Year', cell: (row) => row.year },
    { header: 'Status', cell: (row) => <CourseStatusBadge status={row.status} /> },
    { header: 'Participants', cell: (row) => row.participant_count, className: 'text-end' },
    { header: 'Coordinators', cell: (row) => row.coordinator_count, className: 'text-end' },
    {
      header: 'Actions',
      cell: (row) => (
        <div className="d-flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="outline-primary"
            onClick={() => setEditing({ course: row })}
            aria-label={`Edit ${row.name}`}
          >
            Edit
          </Button>
          <Button size="sm" variant="outline-danger" onClick={() => setDeleting(row)} aria-label={`Delete ${row.name}`}>
            Delete
          </Button>
        </div>
      ),
    },
  ];

  return (
    <>
      <div className="d-flex flex-wrap gap-3 align-items-start justify-content-between">
        <div className="d-flex flex-wrap gap-3 align-items-start">
          <ButtonGroup aria-label="Which courses" className="mb-3">
            {FILTERS.map((filter) => (
              <Button
                key={filter.label}
                variant={status === filter.value ? 'primary' : 'outline-primary'}
                aria-pressed={status === filter.value}
                onClick={() => showStatus(filter.value)}
              >
                {filter.label}
              </Button>
            ))}
          </ButtonGroup>
          <SearchBox
            label="Search courses"
            placeholder="Search by name or short name"
            param="q"
            maxLength={ADMIN_SEARCH_MAX}
          />
        </div>
        <Button variant="primary" className="mb-3" onClick={() => setEditing({})}>
          New Course
        </Button>
      </div>
      <DataTable
        query={query}
        rows={(data) => data.data}
        rowKey={(row) => row.id}
        total={(data) => data.total_data}
        columns={columns}
        emptyText={PEOPLE_TEXT.noCourses}
        caption="Courses"
      />
      <CourseFormModal
        show={editing !== null}
        onHide={() => setEditing(null)}
        course={editing?.course}
        onCreated={(id) => void navigate(paths.admin.course.getHref(id))}
      />
      {deleting && (
        <ConfirmDeleteDialog
          show
          onHide={() => setDeleting(null)}
          title="Delete Course"
          call={deleteCourseCall(deleting.id)}
        >
          Delete <strong>{deleting.name}</strong> ({deleting.short_name})? Only a course without participants, posts,
          assignments or contents can be deleted; mark it expired otherwise.
        </ConfirmDeleteDialog>
      )}
    </>
  );
}
