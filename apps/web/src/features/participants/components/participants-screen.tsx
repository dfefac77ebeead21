// The coordinator's participant list (docs/features.md, Participants; docs/decisions/009): a status select (Active
// Course 1 / Expired Course 0), a course select of the caller's courses of that status, a search box
// ('Name,ID,Email,Mobile'), all in the URL. A missing or invalid status goes to status=1; a new status resets the
// course; the list is asked only for a chosen course ('Select a Course' until then). The course's name heads the table
// with the number of participants found; 'Export CSV' saves the same list.
import { type CourseParticipant, courseDisplayName, formatNumber, LIMITS, LIST_STATUS } from '@portal/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link, Navigate } from 'react-router';
import { CourseSelect, toSelectOption, useCourseOptions } from '#web/components/form/course-select.tsx';
import { type Column, DataTable } from '#web/components/list/data-table.tsx';
import { SearchBox } from '#web/components/list/search-box.tsx';
import { paths } from '#web/config/paths.ts';
import { participantsNs } from '#web/i18n/namespaces/participants.ts';
import { useLanguage, useT } from '#web/i18n/use-t.ts';
import { participantCourseOptions, participantListOptions } from '../api.ts';
import { exportParticipantsCsv } from '../export-csv.ts';
import { type ParticipantStatus, useParticipantFilter } from '../filters.ts';

const STATUS_OPTIONS = [
  { value: LIST_STATUS.running, key: 'activeCourse' },
  { value: LIST_STATUS.expired, key: 'expiredCourse' },
] as const satisfies readonly { value: ParticipantStatus; key: string }[];

/** A value the participant left out. */
const missing = (value: string | null) => value ?? '-';

// The roll, the mobile number and the e-mail are shown as written (Latin digits: people copy them).
const columns = (t: TFunction<'participants'>): readonly Column<CourseParticipant>[] => [
  { header: t('columns.id'), cell: (row) => row.course_wise_id, className: 'text-nowrap' },
  { header: t('columns.name'), cell: (row) => row.participant_name },
  { header: t('columns.designation'), cell: (row) => missing(row.designation) },
  { header: t('columns.organization'), cell: (row) => missing(row.org_name) },
  { header: t('columns.mobile'), cell: (row) => missing(row.mobile_no), className: 'text-nowrap' },
  { header: t('columns.email'), cell: (row) => <a href={`mailto:${row.email}`}>{row.email}</a> },
];

export function ParticipantsScreen() {
  const { filter, setStatus, setCourse } = useParticipantFilter();
  if (filter.status === null) {
    return <Navigate replace to={paths.coordinator.participants.getHref({ status: LIST_STATUS.running })} />;
  }
  return <ParticipantList {...filter} status={filter.status} setStatus={setStatus} setCourse={setCourse} />;
}

interface ParticipantListProps {
  status: ParticipantStatus;
  courseId: number | null;
  search: string;
  page: number;
  setStatus: (status: ParticipantStatus) => void;
  setCourse: (courseId: number | null) => void;
}

function ParticipantList({ status, courseId, search, page, setStatus, setCourse }: ParticipantListProps) {
  const id = useId();
  const query = useQuery(participantListOptions({ status, courseId, search, page }));
  const courses = useCourseOptions(participantCourseOptions(status));
  const courseOption = courses.query.data?.courses.find((course) => course.value === courseId);
  const courseLabel = courseOption && toSelectOption(courseOption).label;
  const list = courseId !== null && query.isSuccess && !query.isPlaceholderData ? query.data : undefined;
  // The course with its short name: two runs of one programme share a name (decision 017).
  const listCourse = list?.course_name ? courseDisplayName(list.course_name, list.course_short_name) : undefined;
  const exporting = useMutation({ mutationFn: exportParticipantsCsv });
  const t = useT(participantsNs);
  const language = useLanguage();
  // 'Total 3 Participant(s)': Bengali digits in Bangla; English writes its count as it always did.
  const found = (total: number) =>
    t('found', { total: language === 'bn' ? formatNumber(language, total) : String(total) });

  return (
    <>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-3 mb-3">
        <Link to={paths.coordinator.dashboard.path}>{t('returnToDashboard')}</Link>
        <Button
          variant="outline-primary"
          disabled={courseId === null || exporting.isPending}
          onClick={() => {
            if (courseId !== null) {
              exporting.mutate({ status, courseId, search, shortName: list?.course_short_name });
            }
          }}
        >
          {exporting.isPending ? t('exporting') : t('exportCsv')}
        </Button>
      </div>

      <div className="row g-3 align-items-start mb-3">
        <div className="col-12 col-sm-4 col-lg-3">
          <Form.Group>
            <Form.Label htmlFor={`${id}-status`}>{t('status')}</Form.Label>
            <Form.Select
              id={`${id}-status`}
              value={String(status)}
              onChange={(event) => setStatus(event.target.value === '0' ? LIST_STATUS.expired : LIST_STATUS.running)}
            >
              {STATUS_OPTIONS.map((option) => (
                <option key={option.value} value={String(option.value)}>
                  {t(option.key)}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </div>
        <div className="col-12 col-sm-8 col-lg-5">
          <CourseSelect
            id={`${id}-course`}
            label={t('course')}
            placeholder={t('selectCourse')}
            name="courseId"
            className="mb-0"
            options={participantCourseOptions(status)}
            value={courseId === null ? '' : String(courseId)}
            onChange={(value) => setCourse(value ? Number(value) : null)}
            onBlur={() => undefined}
            message={undefined}
          />
        </div>
        <div className="col-12 col-lg-4">
          <SearchBox
            // A new status or course remounts the box, which drops a search still waiting for its pause: the
            // shared box would otherwise apply it to the URL as it was when typed, undoing the new choice.
            key={`${status}/${courseId}`}
            label={t('search')}
            showLabel
            placeholder={t('searchPlaceholder')}
            maxLength={LIMITS.search}
            className="mb-0"
          />
        </div>
      </div>

      {courseId !== null && (
        <div className="mb-2" aria-live="polite">
          {(listCourse ?? courseLabel) && <h2 className="h5 mb-1">{listCourse ?? courseLabel}</h2>}
          {list && <p className="mb-0 text-body-secondary">{found(list.total_data)}</p>}
        </div>
      )}

      <DataTable
        query={query}
        rows={(data) => data.data}
        rowKey={(row) => row.course_wise_id}
        total={(data) => data.total_data}
        columns={columns(t)}
        emptyText={courseId === null ? t('selectCourse') : t('empty')}
        caption={listCourse ? t('captionOf', { course: listCourse }) : t('caption')}
      />
    </>
  );
}
