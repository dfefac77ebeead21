// A course's page (/admin/courses/:courseId): the course (edited in the course dialog), its coordinators (added
// from the active coordinators, removed by a button) and its participants by course-wise roll, 10 a page, each
// removable from the course after a confirmation. Participants join by invitation, so there is no "add" here.
import { type AdminCourseDetail, type AdminEnrolment, formatNumber, PEOPLE_TEXT } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router';
import { SelectField } from '#web/components/form/select-field.tsx';
import { type Column, DataTable } from '#web/components/list/data-table.tsx';
import { usePageParam } from '#web/components/list/pagination.tsx';
import { urlId } from '#web/components/list/url-filter.ts';
import { ConfirmDeleteDialog } from '#web/components/ui/confirm-delete-dialog.tsx';
import { PageError, PageSpinner } from '#web/components/ui/page-state.tsx';
import { paths } from '#web/config/paths.ts';
import { useMessageText } from '#web/i18n/messages.ts';
import { adminNs } from '#web/i18n/namespaces/admin.ts';
import { useLanguage, useT } from '#web/i18n/use-t.ts';
import { ApiError, listFailureText } from '#web/lib/api.ts';
import {
  coordinatorOptions,
  courseOptions,
  enrolmentsOptions,
  removeEnrolmentCall,
  useAddCourseCoordinator,
  useRemoveCourseCoordinator,
} from '../api.ts';
import { ActiveBadge } from './active-toggle.tsx';
import { CourseFormModal } from './course-form-modal.tsx';
import { CourseStatusBadge, useCourseRun } from './courses-screen.tsx';

export function CourseScreen({ courseId }: { courseId: string }) {
  const t = useT(adminNs);
  const msg = useMessageText();
  const language = useLanguage();
  const courseRun = useCourseRun();
  const id = urlId(courseId) ?? 0;
  const query = useQuery({ ...courseOptions(id), enabled: id > 0 });
  const [isEditing, setEditing] = useState(false);
  const back = (
    <p className="mb-3">
      <Link to={paths.admin.courses.path}>{t('courses.backToCourses')}</Link>
    </p>
  );

  if (id === 0 || (query.error instanceof ApiError && query.error.status === 404)) {
    return (
      <>
        {back}
        <PageError message={msg(PEOPLE_TEXT.noCourse)} />
      </>
    );
  }
  if (query.isError) {
    return (
      <>
        {back}
        <PageError message={listFailureText(query.error)} onRetry={() => void query.refetch()} />
      </>
    );
  }
  if (!query.data) return <PageSpinner />;
  const course = query.data;

  return (
    <>
      {back}
      <section aria-labelledby="course-heading" className="mb-4">
        <div className="d-flex flex-wrap gap-2 align-items-center justify-content-between">
          <h2 id="course-heading" className="h4 mb-0">
            {course.name} <span className="text-body-secondary">({course.short_name})</span>{' '}
            <CourseStatusBadge status={course.status} />
          </h2>
          <Button variant="outline-primary" onClick={() => setEditing(true)}>
            {t('courses.editCourse')}
          </Button>
        </div>
        <dl className="row mt-3 mb-0">
          <dt className="col-sm-3">{t('courses.programme')}</dt>
          <dd className="col-sm-9">{course.program_name ?? msg(PEOPLE_TEXT.noProgramme)}</dd>
          <dt className="col-sm-3">{t('courses.run')}</dt>
          <dd className="col-sm-9">{courseRun(course)}</dd>
          <dt className="col-sm-3">{t('courses.year')}</dt>
          <dd className="col-sm-9">{formatNumber(language, course.year, { useGrouping: false })}</dd>
          <dt className="col-sm-3">{t('courses.participants')}</dt>
          <dd className="col-sm-9">{formatNumber(language, course.participant_count)}</dd>
        </dl>
      </section>
      <CourseCoordinators course={course} />
      <CourseEnrolments courseId={course.id} />
      <CourseFormModal show={isEditing} onHide={() => setEditing(false)} course={course} />
    </>
  );
}

function CourseCoordinators({ course }: { course: AdminCourseDetail }) {
  const t = useT(adminNs);
  const msg = useMessageText();
  const selectId = useId();
  const options = useQuery(coordinatorOptions());
  const add = useAddCourseCoordinator(course.id);
  const remove = useRemoveCourseCoordinator(course.id);
  const [chosen, setChosen] = useState('');
  const onCourse = new Set(course.coordinators.map((person) => person.id));
  const available = (options.data?.coordinators ?? []).filter((option) => !onCourse.has(option.value));

  return (
    <section aria-labelledby="coordinators-heading" className="mb-4">
      <h2 id="coordinators-heading" className="h5">
        {t('courses.coordinators')}
      </h2>
      {course.coordinators.length === 0 ? (
        <p className="text-body-secondary">{msg(PEOPLE_TEXT.noCoordinators)}</p>
      ) : (
        <ul className="list-group mb-3">
          {course.coordinators.map((person) => (
            <li key={person.id} className="list-group-item d-flex flex-wrap gap-2 align-items-center">
              <span className="me-auto">
                {person.name} <span className="text-body-secondary">({person.email})</span>{' '}
                {!person.is_active && <ActiveBadge isActive={false} />}
              </span>
              <Button
                size="sm"
                variant="outline-danger"
                disabled={remove.isPending}
                onClick={() => remove.mutate(person.id)}
                aria-label={t('courses.removeFromCourse', { name: person.name })}
              >
                {t('courses.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Form
        className="d-flex flex-wrap gap-2 align-items-end"
        onSubmit={(event) => {
          event.preventDefault();
          if (!chosen) return;
          add.mutate(Number(chosen), { onSuccess: () => setChosen('') });
        }}
      >
        <SelectField
          id={selectId}
          label={t('courses.addCoordinator')}
          placeholder={t('courses.chooseCoordinator')}
          options={available}
          isBusy={options.isPending}
          name="coordinator_id"
          value={chosen}
          onChange={setChosen}
          onBlur={() => undefined}
          message={options.isError ? listFailureText(options.error) : undefined}
          className="mb-0 flex-grow-1"
        />
        <Button type="submit" variant="primary" disabled={!chosen || add.isPending}>
          {add.isPending ? t('courses.adding') : t('courses.add')}
        </Button>
      </Form>
    </section>
  );
}

function CourseEnrolments({ courseId }: { courseId: number }) {
  const t = useT(adminNs);
  const msg = useMessageText();
  const page = usePageParam();
  const query = useQuery(enrolmentsOptions(courseId, page));
  const [removing, setRemoving] = useState<AdminEnrolment | null>(null);
  const columns: readonly Column<AdminEnrolment>[] = [
    { header: t('courses.roll'), cell: (row) => row.course_roll },
    { header: t('people.name'), cell: (row) => row.name },
    { header: t('people.email'), cell: (row) => <a href={`mailto:${row.email}`}>{row.email}</a> },
    { header: t('people.status'), cell: (row) => <ActiveBadge isActive={row.is_active} /> },
    {
      header: t('people.action'),
      cell: (row) => (
        <Button
          size="sm"
          variant="outline-danger"
          onClick={() => setRemoving(row)}
          aria-label={t('courses.removeFromCourse', { name: row.name })}
        >
          {t('courses.remove')}
        </Button>
      ),
    },
  ];
  return (
    <section aria-labelledby="enrolments-heading">
      <h2 id="enrolments-heading" className="h5">
        {t('courses.participants')}
      </h2>
      <DataTable
        query={query}
        rows={(data) => data.data}
        rowKey={(row) => row.id}
        total={(data) => data.total_data}
        columns={columns}
        emptyText={msg(PEOPLE_TEXT.noEnrolments)}
        caption={t('courses.enrolmentsCaption')}
      />
      {removing && (
        <ConfirmDeleteDialog
          show
          onHide={() => setRemoving(null)}
          title={t('courses.removeParticipant')}
          call={removeEnrolmentCall(courseId, removing.id)}
        >
          {t('courses.removeBefore')}
          <strong>{removing.name}</strong>
          {t('courses.removeAfter', { roll: removing.course_roll })}
        </ConfirmDeleteDialog>
      )}
    </section>
  );
}
