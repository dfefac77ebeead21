// Courses: all, running or expired (`?status=1|0`), searched by name or short name (`?q=`), newest first, 10 a
// page, with their participant and coordinator counts. New and Edit in a dialog (a new course opens its page,
// where its coordinators are added); Delete only for a course nobody is enrolled in (the server says why not).
import { ADMIN_SEARCH_MAX, type AdminCourse, COURSE_TEXT, formatNumber, PEOPLE_TEXT } from '@portal/contract';
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
import { useMessageText } from '#web/i18n/messages.ts';
import { adminNs } from '#web/i18n/namespaces/admin.ts';
import { useLanguage, useT } from '#web/i18n/use-t.ts';
import { type CourseStatusFilter, coursesOptions, deleteCourseCall } from '../api.ts';
import { CourseFormModal } from './course-form-modal.tsx';

export function CourseStatusBadge({ status }: { status: 0 | 1 }) {
  const msg = useMessageText();
  return status === 1 ? (
    <Badge bg="success">{msg(PEOPLE_TEXT.running)}</Badge>
  ) : (
    <Badge bg="secondary">{msg(PEOPLE_TEXT.expired)}</Badge>
  );
}

/**
 * 'January · batch-5 · 2026-2027' (the batch as the contract's batchLabel writes it), with the missing parts said as
 * the course screens say them; in the page's language.
 */
export function useCourseRun(): (course: AdminCourse) => string {
  const t = useT(adminNs);
  const msg = useMessageText();
  return (course) =>
    [
      course.intake_name ?? msg(COURSE_TEXT.noIntake),
      course.batch === null ? msg(COURSE_TEXT.noBatch) : t('courses.batchOf', { batch: course.batch }),
      course.session_name ?? msg(COURSE_TEXT.noSession),
    ].join(' · ');
}

export function CoursesScreen() {
  const t = useT(adminNs);
  const msg = useMessageText();
  const language = useLanguage();
  const courseRun = useCourseRun();
  const filters: readonly { label: string; value: CourseStatusFilter }[] = [
    { label: t('courses.all'), value: undefined },
    { label: msg(PEOPLE_TEXT.running), value: '1' },
    { label: msg(PEOPLE_TEXT.expired), value: '0' },
  ];
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
      header: t('courses.course'),
      cell: (row) => (
        <>
          <Link to={paths.admin.course.getHref(row.id)}>{row.name}</Link>
          <br />
          <span className="small text-body-secondary">{row.short_name}</span>
        </>
      ),
    },
    { header: t('courses.programme'), cell: (row) => row.program_name ?? '' },
    { header: t('courses.run'), cell: courseRun },
    { header: t('courses.year'), cell: (row) => formatNumber(language, row.year, { useGrouping: false }) },
    { header: t('courses.status'), cell: (row) => <CourseStatusBadge status={row.status} /> },
    {
      header: t('courses.participants'),
      cell: (row) => formatNumber(language, row.participant_count),
      className: 'text-end',
    },
    {
      header: t('courses.coordinators'),
      cell: (row) => formatNumber(language, row.coordinator_count),
      className: 'text-end',
    },
    {
      header: t('courses.actions'),
      cell: (row) => (
        <div className="d-flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="outline-primary"
            onClick={() => setEditing({ course: row })}
            aria-label={t('courses.editName', { name: row.name })}
          >
            {t('courses.edit')}
          </Button>
          <Button
            size="sm"
            variant="outline-danger"
            onClick={() => setDeleting(row)}
            aria-label={t('courses.deleteName', { name: row.name })}
          >
            {t('courses.delete')}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <>
      <div className="d-flex flex-wrap gap-3 align-items-start justify-content-between">
        <div className="d-flex flex-wrap gap-3 align-items-start">
          <ButtonGroup aria-label={t('courses.which')} className="mb-3">
            {filters.map((filter) => (
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
            label={t('courses.search')}
            placeholder={t('courses.searchPlaceholder')}
            param="q"
            maxLength={ADMIN_SEARCH_MAX}
          />
        </div>
        <Button variant="primary" className="mb-3" onClick={() => setEditing({})}>
          {t('courses.newCourse')}
        </Button>
      </div>
      <DataTable
        query={query}
        rows={(data) => data.data}
        rowKey={(row) => row.id}
        total={(data) => data.total_data}
        columns={columns}
        emptyText={msg(PEOPLE_TEXT.noCourses)}
        caption={t('courses.caption')}
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
          title={t('courses.deleteTitle')}
          call={deleteCourseCall(deleting.id)}
        >
          {t('courses.deleteBefore')}
          <strong>{deleting.name}</strong>
          {t('courses.deleteAfter', { shortName: deleting.short_name })}
        </ConfirmDeleteDialog>
      )}
    </>
  );
}
